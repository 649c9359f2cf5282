import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoApiSettings } from './settings';

describe('demoApiSettings', () => {
  it('defaults to loopback, port 3001, .demo-data/db.json and no controls', () => {
    expect(demoApiSettings({})).toEqual({
      port: 3001,
      host: '127.0.0.1',
      dataFile: resolve('.demo-data/db.json'),
      controls: false,
    });
  });

  it('reads DEMO_API_HOST, DEMO_API_PORT, DEMO_API_DATA and DEMO_API_CONTROLS', () => {
    expect(
      demoApiSettings({
        DEMO_API_HOST: '0.0.0.0',
        DEMO_API_PORT: '3101',
        DEMO_API_DATA: '.demo-data/e2e.json',
        DEMO_API_CONTROLS: '1',
      }),
    ).toEqual({
      port: 3101,
      host: '0.0.0.0',
      dataFile: resolve('.demo-data/e2e.json'),
      controls: true,
    });
  });

  it.each(['0', 'true', 'yes', ''])('keeps the controls off for DEMO_API_CONTROLS=%s', (value) => {
    expect(demoApiSettings({ DEMO_API_CONTROLS: value }).controls).toBe(false);
  });

  it('ignores a port that is not one', () => {
    expect(demoApiSettings({ DEMO_API_PORT: 'http' }).port).toBe(3001);
    expect(demoApiSettings({ DEMO_API_PORT: '70000' }).port).toBe(3001);
  });
});
