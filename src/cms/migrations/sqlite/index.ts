import * as migration_20261121_052304_initial from './20261121_052304_initial';

export const migrations = [
  {
    up: migration_20261121_052304_initial.up,
    down: migration_20261121_052304_initial.down,
    name: '20261121_052304_initial'
  },
];
