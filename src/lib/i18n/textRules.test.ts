// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { textProblem, textProblemMessage, variablesOf } from './textRules';

describe('variablesOf', () => {
  it.each([
    ['Hello', []],
    ['{{count}} of {{ total, number }}', ['count', 'total']],
    ['{{who}} and {{who}}', ['who']],
  ])('%s -> %j', (text, expected) => expect(variablesOf(text)).toEqual(expected));
});

describe('textProblem', () => {
  const days = '{{who}} less than {{count}} days: {{rate}}%';
  it.each([
    ['menu.services', 'Mes prestations', 'Services', null],
    ['menu.services', '', 'Services', 'blank'],
    ['menu.services', 'Services {{name}}', 'Services', 'variables'],
    ['greeting', 'Hi', 'Hello {{name}}', 'variables'],
    ['greeting', 'Hi {{ name }}', 'Hello {{name}}', null],
    ['days_other', '{{who}} under {{count}} days: {{rate}}%', days, null],
    ['days_other', '{{who}} under a few days: {{rate}}%', days, 'plural'],
    ['days_other', 'under {{count}} days: {{rate}}%', days, 'variables'],
    ['days_one', '{{who}} under one day: {{rate}}%', days, null],
    ['days_one', '  ', days, 'plural'],
    ['anything', 'free {{text}}', null, null],
  ])('%s: %j over %j -> %s', (key, text, reference, rule) => {
    expect(textProblem({ key, text, reference })?.rule ?? null).toBe(rule);
  });

  it('names the variables to keep, without braces (i18next would fill them again)', () => {
    const problem = textProblem({ key: 'a', text: 'x', reference: '{{count}} {{name}}' });
    expect(problem && textProblemMessage(problem)).toBe(
      'validator.translation.variables|{"expected":"count, name"}',
    );
    const extra = textProblem({ key: 'a', text: 'x {{y}}', reference: 'x' });
    expect(extra && textProblemMessage(extra)).toBe(
      'validator.translation.no_variables|{"found":"y"}',
    );
  });
});
