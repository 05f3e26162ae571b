import { accessSuite } from './access-suite'

// Runs when MONGODB_URI points at a MongoDB replica set (docker compose); reported as skipped otherwise.
accessSuite('mongodb')
