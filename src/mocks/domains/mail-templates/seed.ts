import { mailEventCodeValues } from '../../../lib/contract/generated/constants';
import type { MailEventCode, MailTemplateRecord, MailTemplateVariable } from '../mail';

type Texts = { subject: string; body: string };
interface SeedTemplate {
  variables: MailTemplateVariable[];
  en: Texts;
  fr: Texts;
}

const INVITATION_VARIABLES: MailTemplateVariable[] = [
  { name: 'inviterName', sample: 'Oliver Bennett' },
  { name: 'organizationName', sample: 'Riviera Aviation Services' },
];
const INVITATION_SUBJECT = {
  en: '{{inviterName}} invites you to join {{organizationName}} on AeroMarket',
  fr: '{{inviterName}} vous invite à rejoindre {{organizationName}} sur AeroMarket',
};

/**
 * The marketplace's mails as they read before operators could edit them (the English texts are
 * those the demo API wrote in code, word for word). Link buttons are not part of a template:
 * each event's links (and their labels) are made where the mail is sent.
 */
// prettier-ignore
const TEMPLATES: Record<MailEventCode, SeedTemplate> = {
  registration_validation: {
    variables: [{ name: 'email', sample: 'new.seller@example.com' }],
    en: { subject: 'Validate your registration', body: 'Welcome to the marketplace. Open the link below to validate your registration and choose your password. The link works for 7 days.' },
    fr: { subject: 'Validez votre inscription', body: 'Bienvenue sur la place de marché. Ouvrez le lien ci-dessous pour valider votre inscription et choisir votre mot de passe. Le lien est valable 7 jours.' },
  },
  registration_email_taken: {
    variables: [{ name: 'email', sample: 'ada@example.com' }],
    en: { subject: 'Someone tried to register with your email', body: 'A registration on the marketplace was made with this email, which already has an account. If it was you, log in, or choose a new password if you forgot it. If it was not you, you may ignore this mail: nothing was created.' },
    fr: { subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse', body: 'Une inscription sur la place de marché a été faite avec cette adresse, qui a déjà un compte. Si c’était vous, connectez-vous, ou choisissez un nouveau mot de passe si vous l’avez oublié. Sinon, ignorez ce message : rien n’a été créé.' },
  },
  registration_organization_taken: {
    variables: [{ name: 'email', sample: 'ada@example.com' }],
    en: { subject: 'Your organization is already registered', body: 'An organization with this VAT number or legal name is already registered on the marketplace, so no new one was created. Ask its administrator to invite you, or write to us if you think this is a mistake.' },
    fr: { subject: 'Votre organisation est déjà inscrite', body: 'Une organisation avec ce numéro de TVA ou cette raison sociale est déjà inscrite sur la place de marché : aucune nouvelle n’a été créée. Demandez à son administrateur de vous inviter, ou écrivez-nous si vous pensez qu’il s’agit d’une erreur.' },
  },
  password_reset: {
    variables: [{ name: 'firstName', sample: 'Ada' }],
    en: { subject: 'Reset your password', body: 'Hello {{firstName}},\n\nSomeone asked to reset the password of your account. Follow the link below within an hour to choose a new one. If it was not you, ignore this mail: your password stays as it is.' },
    fr: { subject: 'Réinitialisez votre mot de passe', body: "Bonjour {{firstName}},\n\nUne réinitialisation du mot de passe de votre compte a été demandée. Suivez le lien ci-dessous dans l'heure pour en choisir un nouveau. Si ce n'était pas vous, ignorez ce message : votre mot de passe reste inchangé." },
  },
  user_invitation_new: {
    variables: INVITATION_VARIABLES,
    en: { subject: INVITATION_SUBJECT.en, body: 'Hello,\n\n{{inviterName}} invites you to join {{organizationName}} on AeroMarket. Open the link below to choose your password and accept the invitation. The link works for 14 days.' },
    fr: { subject: INVITATION_SUBJECT.fr, body: 'Bonjour,\n\n{{inviterName}} vous invite à rejoindre {{organizationName}} sur AeroMarket. Ouvrez le lien ci-dessous pour choisir votre mot de passe et accepter l’invitation. Le lien est valable 14 jours.' },
  },
  user_invitation_existing: {
    variables: INVITATION_VARIABLES,
    en: { subject: INVITATION_SUBJECT.en, body: 'Hello,\n\n{{inviterName}} invites you to join {{organizationName}} on AeroMarket. Log in and accept or decline the invitation: you join only once you accept.' },
    fr: { subject: INVITATION_SUBJECT.fr, body: 'Bonjour,\n\n{{inviterName}} vous invite à rejoindre {{organizationName}} sur AeroMarket. Connectez-vous pour accepter ou refuser l’invitation : vous ne la rejoignez qu’une fois acceptée.' },
  },
  contact_acknowledgement: {
    variables: [
      { name: 'name', sample: 'Ada Lovelace' },
      { name: 'reference', sample: 'CT-000042' },
      { name: 'subjectLabel', sample: 'Support' },
      { name: 'message', sample: 'Can I order catering at LFMN on Sunday?' },
    ],
    en: { subject: 'We received your message', body: 'Hello {{name}},\n\nThank you for contacting AeroMarket. We have received your message and our team will reply within two business days.\n\nReference: {{reference}}\nSubject: {{subjectLabel}}\n\nYour message:\n{{message}}\n\nAeroMarket Platform SAS, 18 rue de la Pépinière, 75008 Paris, France' },
    fr: { subject: 'Nous avons bien reçu votre message', body: 'Bonjour {{name}},\n\nMerci d’avoir contacté AeroMarket. Nous avons bien reçu votre message et notre équipe vous répondra sous deux jours ouvrés.\n\nRéférence : {{reference}}\nObjet : {{subjectLabel}}\n\nVotre message :\n{{message}}\n\nAeroMarket Platform SAS, 18 rue de la Pépinière, 75008 Paris, France' },
  },
  organization_validated: {
    variables: [{ name: 'organizationName', sample: 'Riviera Aviation Services' }],
    en: { subject: '{{organizationName}} is validated', body: 'The marketplace validated {{organizationName}}. Your organization can now order services, validate quotations and sell on the marketplace.' },
    fr: { subject: '{{organizationName}} est validée', body: 'La place de marché a validé {{organizationName}}. Votre organisation peut désormais commander des services, valider des devis et vendre sur la place de marché.' },
  },
};

/** One template per event, ids in the order above (stable across resets). */
export function seedMailTemplates(): MailTemplateRecord[] {
  return mailEventCodeValues.map((eventCode, index) => {
    const template = TEMPLATES[eventCode];
    return {
      id: index + 1,
      eventCode,
      variables: template.variables.map((v) => ({ ...v })),
      translations: [
        { langCode: 'en', ...template.en },
        { langCode: 'fr', ...template.fr },
      ],
      updatedAt: '2025-02-01T09:00:00.000Z',
    };
  });
}
