import * as migration_20261121_080757_initial from './20261121_080757_initial';

export const migrations = [
  {
    up: migration_20261121_080757_initial.up,
    down: migration_20261121_080757_initial.down,
    name: '20261121_080757_initial'
  },
];
