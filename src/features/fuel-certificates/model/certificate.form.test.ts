import { describe, expect, it } from 'vitest';
import {
  certificateRules,
  computedNet,
  lineKey,
  lineOfKey,
  toCertificatePayload,
  type CertificateFormValues,
} from './certificate.form';

const VALUES: CertificateFormValues = {
  line: '12:34',
  certificateNumber: 'MFU-FC-1',
  grossLitres: 10000,
  density15: 800,
  temperatureC: -25,
  netLitres15: 10367,
  fuelingStartAt: '2026-05-24T09:40:00.000Z',
  fuelingEndAt: '2026-05-24T10:05:00.000Z',
  truckNumber: 'MF-TRK-09',
  taxRelevant: false,
  paymentType: 'order',
  provider: 'Mistral Fuels',
};

const failing = (values: CertificateFormValues) =>
  certificateRules
    .filter((rule) => !rule.test({ ...values }))
    .map((rule) => ({
      path: rule.path,
      message: typeof rule.message === 'string' ? rule.message : rule.message({ ...values }),
    }));

describe('the certificate form’s rules', () => {
  it('keeps the order and the line of the choice', () => {
    expect(lineOfKey(lineKey({ quoteId: 12, quoteLineId: 34 }))).toEqual({
      quoteId: 12,
      quoteLineId: 34,
    });
    expect(lineOfKey('12')).toBeNull();
    expect(lineOfKey(null)).toBeNull();
  });

  it('previews Table 54B’s net once the three measures are a jet fuel’s', () => {
    expect(computedNet({ ...VALUES })).toEqual({ netLitres: 10367, factor: 1.0367 });
    expect(computedNet({ ...VALUES, density15: 700 })).toBeNull();
    expect(computedNet({ ...VALUES, temperatureC: null })).toBeNull();
  });

  it('accepts 0.5 % off the computed net, refuses 1 % naming the net and the factor', () => {
    expect(failing({ ...VALUES, netLitres15: 10418 })).toEqual([]);
    expect(failing({ ...VALUES, netLitres15: 10471 })).toEqual([
      {
        path: 'netLitres15',
        message: 'validator.net_volume_mismatch|{"computed":10367,"factor":1.0367}',
      },
    ]);
  });

  it('wants the end of fuelling after its beginning', () => {
    expect(failing({ ...VALUES, fuelingEndAt: VALUES.fuelingStartAt })).toEqual([
      { path: 'fuelingEndAt', message: 'validator.end_before_start' },
    ]);
  });

  it('sends the order and the line with the measures', () => {
    const { line: _line, ...measures } = VALUES;
    expect(toCertificatePayload(VALUES)).toEqual({ quoteId: 12, quoteLineId: 34, ...measures });
  });
});
