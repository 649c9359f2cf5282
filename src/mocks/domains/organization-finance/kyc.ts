import { HttpResponse } from 'msw';
import { apiHttp } from '../../api/http';
import {
  MISSING_LEGAL_DOCUMENT_ERROR,
  type Kyc,
  type KycAccountLink,
  type KycDocument,
  type KycDocumentType,
  type KycPerson,
} from '../../../entities/organization/contract';
import { MAX_FILE_SIZE_BYTES } from '../../../lib/config/constants';
import { messageWithValues } from '../../../lib/validation/messages';
import {
  VALIDATOR,
  apiError,
  badRequest,
  notFound,
  readForm,
  readJson,
  findOwned,
  withoutOwner,
} from '../../api';
import { db, nextId, now } from '../../db';
import { appLink } from '../mail';
import { organizationAccess } from './access';
import type { KycStateRecord } from './records';
import { FINANCE_VALIDATOR, isKycDocumentType, readKycPerson } from './validation';

export const KYC_PERSON_NOT_FOUND = 'errors.kyc_person_not_found';
export const KYC_DOCUMENT_NOT_FOUND = 'errors.kyc_document_not_found';

/** Submitting a KYC needs one of each (the bank statement is optional). */
export const REQUIRED_KYC_DOCUMENTS: KycDocumentType[] = [
  'identity',
  'proof_of_address',
  'company_registration',
  'articles_of_association',
];

const ACCEPTED_FILES = /\.(pdf|jpe?g|png)$/i;

function kycState(organizationId: number): KycStateRecord {
  return (
    db.kycStates.find((s) => s.organizationId === organizationId) ?? {
      organizationId,
      status: 'not_submitted',
      submittedAt: null,
    }
  );
}

export function kycOf(organizationId: number): Kyc {
  const state = kycState(organizationId);
  return {
    status: state.status,
    submittedAt: state.submittedAt,
    persons: db.kycPersons.filter((p) => p.organizationId === organizationId).map(withoutOwner),
    documents: db.kycDocuments
      .filter((d) => d.organizationId === organizationId)
      .map(({ size: _size, ...document }) => withoutOwner(document)),
    requiredDocuments: [...REQUIRED_KYC_DOCUMENTS],
  };
}

export function missingDocuments(organizationId: number): KycDocumentType[] {
  const held = db.kycDocuments.filter(
    (d) => d.organizationId === organizationId && d.status !== 'refused',
  );
  return REQUIRED_KYC_DOCUMENTS.filter((type) => !held.some((d) => d.documentType === type));
}

/** The KYC: its persons, documents, submission and the payment provider's onboarding link. */
export const kycHandlers = [
  apiHttp.get('/api/organization/{id}/kyc', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    return HttpResponse.json(kycOf(access.organization.id));
  }),

  apiHttp.post('/api/organization/{id}/kyc-persons', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readKycPerson(body);
    const { firstName, lastName, birthdate, nationality, role, ownershipPercentage } = payload;
    if (errors || !firstName || !lastName || !birthdate || !nationality || !role) {
      return badRequest(errors ?? undefined);
    }
    const person = {
      id: nextId(db.kycPersons),
      organizationId: access.organization.id,
      firstName,
      lastName,
      birthdate,
      nationality,
      role,
      ownershipPercentage: ownershipPercentage ?? null,
    };
    db.kycPersons.push(person);
    const answer: KycPerson = withoutOwner(person);
    return HttpResponse.json(answer, { status: 201 });
  }),

  apiHttp.patch('/api/organization/{id}/kyc-persons/{personId}', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const person = findOwned(db.kycPersons, access.organization.id, params.personId);
    if (!person) return notFound(KYC_PERSON_NOT_FOUND);
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { payload, errors } = readKycPerson({ ...withoutOwner(person), ...body });
    if (errors) return badRequest(errors);
    const updated = { ...person, ...payload };
    db.kycPersons = db.kycPersons.map((p) => (p.id === person.id ? updated : p));
    const answer: KycPerson = withoutOwner(updated);
    return HttpResponse.json(answer);
  }),

  apiHttp.delete('/api/organization/{id}/kyc-persons/{personId}', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const person = findOwned(db.kycPersons, access.organization.id, params.personId);
    if (!person) return notFound(KYC_PERSON_NOT_FOUND);
    db.kycPersons = db.kycPersons.filter((p) => p.id !== person.id);
    return new HttpResponse(null, { status: 204 });
  }),

  apiHttp.post('/api/organization/{id}/kyc-documents', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const file = form.get('file');
    const documentType = form.get('documentType');
    const errors: Record<string, string[]> = {};
    if (!isKycDocumentType(documentType)) errors.documentType = [VALIDATOR.choice];
    if (!(file instanceof Blob) || file.size === 0) errors.file = [VALIDATOR.required];
    else if (file.size > MAX_FILE_SIZE_BYTES) {
      errors.file = [messageWithValues(VALIDATOR.fileSize, { max: 2 })];
    } else {
      const name = file instanceof File ? file.name : '';
      if (!ACCEPTED_FILES.test(name)) {
        errors.file = [messageWithValues(VALIDATOR.fileType, { types: 'PDF, JPG, PNG' })];
      }
    }
    if (
      Object.keys(errors).length > 0 ||
      !(file instanceof File) ||
      !isKycDocumentType(documentType)
    ) {
      return badRequest(errors);
    }
    const record = {
      id: nextId(db.kycDocuments),
      organizationId: access.organization.id,
      documentType,
      fileName: file.name,
      status: 'pending' as const,
      uploadedAt: now().toISOString(),
      size: file.size,
    };
    db.kycDocuments.push(record);
    const { size: _size, ...document } = record;
    const answer: KycDocument = withoutOwner(document);
    return HttpResponse.json(answer, { status: 201 });
  }),

  apiHttp.delete('/api/organization/{id}/kyc-documents/{documentId}', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const document = findOwned(db.kycDocuments, access.organization.id, params.documentId);
    if (!document) return notFound(KYC_DOCUMENT_NOT_FOUND);
    db.kycDocuments = db.kycDocuments.filter((d) => d.id !== document.id);
    return new HttpResponse(null, { status: 204 });
  }),

  apiHttp.patch('/api/organization/{id}/kyc-submit', async ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'write');
    if (access instanceof Response) return access;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    if (body.acceptTermsOfService !== true) {
      return badRequest({ acceptTermsOfService: [FINANCE_VALIDATOR.termsRequired] });
    }
    const organizationId = access.organization.id;
    if (missingDocuments(organizationId).length > 0) {
      return apiError(400, MISSING_LEGAL_DOCUMENT_ERROR);
    }
    const state = kycState(organizationId);
    if (state.status !== 'validated') {
      db.kycStates = [
        ...db.kycStates.filter((s) => s.organizationId !== organizationId),
        { organizationId, status: 'submitted', submittedAt: now().toISOString() },
      ];
    }
    return HttpResponse.json(kycOf(organizationId));
  }),

  apiHttp.get('/api/organization/{id}/kyc-account-link', ({ request, params }) => {
    const access = organizationAccess(request, params.id, 'read');
    if (access instanceof Response) return access;
    // The demo has no payment provider: the "onboarding" is the KYC tab explaining so.
    const path = access.operator
      ? `/organization/${access.organization.id}/kyc`
      : '/organization/kyc';
    const body: KycAccountLink = { url: appLink(request, path, { onboarding: 'demo' }) };
    return HttpResponse.json(body);
  }),
];
