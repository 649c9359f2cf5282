import { db } from '../../db';

/** The selected organization's account code for one counterparty (/parameters/organizations). */
export interface AccountingParameterRecord {
  organizationId: number;
  counterpartyId: number;
  accountCode: string;
}

declare module '../../db/types' {
  interface Db {
    accountingParameters: AccountingParameterRecord[];
  }
}

/** Riviera's code for its customer Alpine, and Alpine's for its supplier Riviera (the rest unset). */
export function seedAccountingParameters(): AccountingParameterRecord[] {
  return [
    { organizationId: 2, counterpartyId: 1, accountCode: '411ALPINE' },
    { organizationId: 1, counterpartyId: 2, accountCode: '401RIVIERA' },
    { organizationId: 1, counterpartyId: 3, accountCode: '401AZURHELI' },
  ];
}

export function accountCodeOf(organizationId: number, counterpartyId: number): string | null {
  return (
    db.accountingParameters.find(
      (parameter) =>
        parameter.organizationId === organizationId && parameter.counterpartyId === counterpartyId,
    )?.accountCode ?? null
  );
}
