import { bidStoreSuite } from './bid-store-suite'

// Runs when MONGODB_URI points at a MongoDB replica set (docker compose); reported as skipped otherwise.
bidStoreSuite('mongodb')
