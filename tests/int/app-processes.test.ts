import { describe, expect, it } from 'vitest';

import { processCount } from '../../scripts/lib/workers';

describe('how many processes npm start serves from', () => {
  it('is one per core unless APP_PROCESSES says otherwise', () => {
    expect(processCount({} as NodeJS.ProcessEnv, 4)).toBe(4);
    expect(processCount({ APP_PROCESSES: '1' } as unknown as NodeJS.ProcessEnv, 4)).toBe(1);
    expect(processCount({ APP_PROCESSES: '3' } as unknown as NodeJS.ProcessEnv, 2)).toBe(3);
  });

  it('ignores a value that is not a count', () => {
    for (const value of ['0', '-2', 'two', '1.5', '']) expect(processCount({ APP_PROCESSES: value } as unknown as NodeJS.ProcessEnv, 2), value).toBe(2);
  });
});
