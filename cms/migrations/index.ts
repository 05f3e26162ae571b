import * as migration_20261122_060700_initial from './20261122_060700_initial';
import * as migration_20261122_070000_auctions_list_indexes from './20261122_070000_auctions_list_indexes';

export const migrations = [
  {
    up: migration_20261122_060700_initial.up,
    down: migration_20261122_060700_initial.down,
    name: '20261122_060700_initial'
  },
  {
    up: migration_20261122_070000_auctions_list_indexes.up,
    down: migration_20261122_070000_auctions_list_indexes.down,
    name: '20261122_070000_auctions_list_indexes'
  },
];
