import { describe, expect, it } from 'vitest';
import { fieldRule } from './formSchema';

describe('A declared text field', () => {
  it('is sent upper-cased when it is a code', () => {
    const rule = fieldRule({ name: 'licence', kind: 'text', required: true, upperCase: true });
    expect(rule.parse(' fra.fcl.12 ')).toBe('FRA.FCL.12');
    expect(rule.safeParse(' ').error?.issues[0]?.message).toBe('validator.required');
  });

  it('is sent as null when left blank, its limits still checked', () => {
    const rule = fieldRule(
      { name: 'callSign', kind: 'text', upperCase: true, blankAsNull: true },
      { maxLength: 5 },
    );
    expect(rule.parse('  ')).toBeNull();
    expect(rule.parse('ajt1')).toBe('AJT1');
    expect(rule.safeParse('toolong').error?.issues[0]?.message).toContain('validator.length_max');
  });
});
