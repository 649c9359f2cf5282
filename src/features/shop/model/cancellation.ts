/** A cancellation rule (`days_2`, `hours_12`, `always`) in parts the texts can say. */
export type CancellationRule =
  | { kind: 'always' }
  | { kind: 'before'; unit: 'days' | 'hours'; count: number }
  | { kind: 'unknown'; raw: string };

export function parseCancellationRule(rule: string): CancellationRule {
  if (rule === 'always') return { kind: 'always' };
  const match = /^(days|hours)_(\d+)$/.exec(rule);
  if (match) {
    const unit = match[1] === 'days' ? 'days' : 'hours';
    return { kind: 'before', unit, count: Number(match[2]) };
  }
  return { kind: 'unknown', raw: rule };
}
