import { afterEach, describe, expect, it } from 'vitest';

import { forgetAll, remember } from './memo';

afterEach(() => forgetAll());

describe('remember', () => {
  it('runs one load for callers that come while it runs, and keeps its value', async () => {
    let loads = 0;
    let finish!: (value: string) => void;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = remember('test:shared', load);
    const second = remember('test:shared', load);
    finish('value');
    expect(await Promise.all([first, second])).toEqual(['value', 'value']);
    expect(await remember('test:shared', load)).toBe('value');
    expect(loads).toBe(1);
  });

  it('does not keep a load that failed: the next caller loads again', async () => {
    let loads = 0;
    const failing = async () => {
      loads++;
      throw new Error('database unavailable');
    };
    await expect(remember('test:failing', failing)).rejects.toThrow('database unavailable');
    expect(await remember('test:failing', async () => (loads++, 'recovered'))).toBe('recovered');
    expect(loads).toBe(2);
  });

  it('loads again after everything is forgotten', async () => {
    expect(await remember('test:forget', async () => 'old')).toBe('old');
    forgetAll();
    expect(await remember('test:forget', async () => 'new')).toBe('new');
  });
});
