import { accessSuite } from './access-suite'

accessSuite('sqlite')
