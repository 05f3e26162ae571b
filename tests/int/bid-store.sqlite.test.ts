import { bidStoreSuite } from './bid-store-suite'

bidStoreSuite('sqlite')
