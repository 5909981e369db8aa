import { describe, expect, it } from 'vitest';
import { reportQueries } from '../../queries/reportQueries.ts';
import { queriesChangedBy } from './taskEffects.ts';

describe('queriesChangedBy', () => {
  it('refreshes the charted series after a generation, and the devices after a LoRa task', () => {
    expect(queriesChangedBy('generateReadouts')).toContainEqual(reportQueries.root);
    expect(queriesChangedBy('loraRegister')).toEqual([['installations']]);
    expect(queriesChangedBy('loraDelete')).toEqual([['installations']]);
  });

  it('refreshes nothing after an export, which changes no data', () => {
    expect(queriesChangedBy('exportReadouts')).toEqual([]);
  });
});
