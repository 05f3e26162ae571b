import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
const url = process.argv[2]!
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
const block = process.argv[3] ? process.argv[3].split(',') : []
const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', blockedUrlPatterns: block })
const a: any = r!.lhr.audits
console.log('perf', r!.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue, 'TTI', a['interactive']?.numericValue)
for (const it of (a['bootup-time'].details.items ?? []).slice(0, 10)) console.log('boot', Math.round(it.total), Math.round(it.scripting), it.url)
for (const it of (a['long-tasks']?.details?.items ?? []).slice(0, 10)) console.log('long', Math.round(it.startTime), Math.round(it.duration), it.url)
for (const it of (a['mainthread-work-breakdown'].details.items ?? [])) console.log('main', it.group, Math.round(it.duration))
await chrome.kill()
