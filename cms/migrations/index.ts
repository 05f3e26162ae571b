import * as migration_20261122_060700_initial from './20261122_060700_initial';
import * as migration_20261122_064833_accounts_email_verification from './20261122_064833_accounts_email_verification';
import * as migration_20261122_070000_auctions_list_indexes from './20261122_070000_auctions_list_indexes';
import * as migration_20261122_090635_admin_ops_order_sepa_reference from './20261122_090635_admin_ops_order_sepa_reference';

export const migrations = [
  {
    up: migration_20261122_060700_initial.up,
    down: migration_20261122_060700_initial.down,
    name: '20261122_060700_initial',
  },
  {
    up: migration_20261122_064833_accounts_email_verification.up,
    down: migration_20261122_064833_accounts_email_verification.down,
    name: '20261122_064833_accounts_email_verification',
  },
  {
    up: migration_20261122_070000_auctions_list_indexes.up,
    down: migration_20261122_070000_auctions_list_indexes.down,
    name: '20261122_070000_auctions_list_indexes',
  },
  {
    up: migration_20261122_090635_admin_ops_order_sepa_reference.up,
    down: migration_20261122_090635_admin_ops_order_sepa_reference.down,
    name: '20261122_090635_admin_ops_order_sepa_reference'
  },
];
