/** The demo sign-ins on their own, so the launcher can print them without loading the seed. */
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './data/users'
