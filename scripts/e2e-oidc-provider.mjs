// A real OpenID Connect provider (the `oidc-provider` package) on a local port, standing in for
// Google in the integration and end-to-end tests. Its sign-in page is a small form: type an
// email, tick whether the provider has verified it, continue (or cancel, which answers
// access_denied). Codes, tokens, PKCE, nonce and ID-token signatures are the package's own.
import http from 'node:http'
import Provider from 'oidc-provider'

const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])

const readForm = (req) =>
  new Promise((resolve, reject) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => resolve(new URLSearchParams(body)))
    req.on('error', reject)
  })

const loginPage = (uid, clientId) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head>
<body><main>
<h1>Sign in to the test provider</h1>
<p>Signing in to ${escapeHtml(clientId)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Provider email <input name="email" type="email" required></label>
<label><input name="verified" type="checkbox" value="true" checked> Email verified by the provider</label>
<button type="submit">Continue</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</main></body></html>`

/**
 * Starts the provider on 127.0.0.1:`port` with one confidential client. Accounts are made on
 * sign-in: the subject is derived from the email, so the same email is the same account.
 */
export const startOidcProvider = async ({ port, clientId, clientSecret, redirectUris }) => {
  const issuer = `http://127.0.0.1:${port}`
  const accounts = new Map()
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the email claims are in the ID token itself, not only at the userinfo endpoint.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['test-provider-cookie-key'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub)
      if (!account) return undefined
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: account.verified, name: account.email }) }
    },
  })
  // The development signing keys are fine for a test provider; say nothing about them.
  provider.on('server_error', (_ctx, err) => console.error('test OIDC provider:', err))
  const handle = provider.callback()

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', issuer)
    const match = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(url.pathname)
    if (!match) return handle(req, res)
    try {
      const details = await provider.interactionDetails(req, res)
      if (match[2] === 'abort' && req.method === 'POST') {
        return await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled.' }, { mergeWithLastSubmission: false })
      }
      if (match[2] === 'login' && req.method === 'POST') {
        const form = await readForm(req)
        const email = String(form.get('email') ?? '').trim().toLowerCase()
        const sub = `test-${Buffer.from(email).toString('base64url')}`
        accounts.set(sub, { email, verified: form.get('verified') === 'true' })
        return await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false })
      }
      if (details.prompt.name === 'login') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return res.end(loginPage(details.uid, details.params.client_id))
      }
      // Consent: granted at once (a test user always agrees).
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session.accountId, clientId: details.params.client_id })
      grant.addOIDCScope(String(details.params.scope))
      const missingClaims = details.prompt.details.missingOIDCClaims
      if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims)
      const grantId = await grant.save()
      return await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`test OIDC provider: ${err instanceof Error ? err.message : String(err)}`)
    }
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    issuer,
    port: server.address().port,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.()
        server.close(() => resolve())
      }),
  }
}
