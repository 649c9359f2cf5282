import type { DisplayFormat } from '@/lib/ui';
import type { AreaUnit, ServiceAttributeDefinition, ServiceAttributeValue } from '../service.types';

/** A typed attribute's value as read: yes/no, or the value with its definition's unit. */
export function attributeText(
  value: ServiceAttributeValue['value'],
  definition: ServiceAttributeDefinition | undefined,
  show: DisplayFormat,
): string | null {
  if (typeof value === 'boolean') return show.yesNo(value);
  // A choice reads as its value's label (issue 31).
  const choice = definition?.values.find((candidate) => candidate.value === value);
  if (choice) return choice.label;
  return `${String(value)}${definition?.unit ? ` ${definition.unit}` : ''}`;
}

/** A footprint's area in the unit the seller typed it in (m² or ft²). */
export function areaText(value: number, unit: AreaUnit, show: DisplayFormat): string {
  return `${show.number(value) ?? ''} ${unit === 'ft2' ? 'ft²' : 'm²'}`;
}
