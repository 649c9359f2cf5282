/**
 * Generated from docs/api/openapi.yaml by `npm run api:types` (scripts/api/constants.mjs):
 * never edit. Each named enum as `<schema>Values` and each schema's limits as
 * `<schema>Limits`; one constant per statement, nothing else, so a chunk keeps only what it
 * imports.
 */
import type { components } from './openapi';

type Schemas = components['schemas'];

/** The members of AgeCategoryValue, in the document's order. */
export const ageCategoryValueValues = ["adult", "children", "baby"] as const satisfies readonly Schemas["AgeCategoryValue"][];

/** The members of AircraftCategory, in the document's order. */
export const aircraftCategoryValues = ["piston", "turboprop", "light_jet", "midsize_jet", "super_midsize_jet", "heavy_jet", "ultra_long_range_jet", "airliner", "helicopter"] as const satisfies readonly Schemas["AircraftCategory"][];

/** The members of AirportType, in the document's order. */
export const airportTypeValues = ["large_airport", "medium_airport", "small_airport", "heliport"] as const satisfies readonly Schemas["AirportType"][];

/** The members of AreaUnit, in the document's order. */
export const areaUnitValues = ["m2", "ft2"] as const satisfies readonly Schemas["AreaUnit"][];

/** The members of AttributeType, in the document's order. */
export const attributeTypeValues = ["text", "number", "boolean", "choice"] as const satisfies readonly Schemas["AttributeType"][];

/** The members of BankCurrency, in the document's order. */
export const bankCurrencyValues = ["EUR", "GBP", "CHF", "USD"] as const satisfies readonly Schemas["BankCurrency"][];

/** The limits of CancellationCondition's properties (the document's keywords, by property). */
export const cancellationConditionLimits = {
  priceRate: {
    minimum: 0,
    maximum: 100,
  },
} as const satisfies Partial<Record<keyof Schemas["CancellationCondition"], unknown>>;

/** The limits of CancellationPolicy's properties (the document's keywords, by property). */
export const cancellationPolicyLimits = {
  categoryIds: {
    maxItems: 50,
  },
  conditions: {
    maxItems: 20,
  },
  description: {
    maxLength: 2000,
  },
  name: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["CancellationPolicy"], unknown>>;

/** The members of CancellationPolicyStatus, in the document's order. */
export const cancellationPolicyStatusValues = ["active", "inactive"] as const satisfies readonly Schemas["CancellationPolicyStatus"][];

/** The members of CapacityCount, in the document's order. */
export const capacityCountValues = ["slices", "places"] as const satisfies readonly Schemas["CapacityCount"][];

/** The members of ClaimNature, in the document's order. */
export const claimNatureValues = ["service_not_delivered", "service_incomplete", "quality", "delay", "damage", "billing", "other"] as const satisfies readonly Schemas["ClaimNature"][];

/** The members of CockpitConfiguration, in the document's order. */
export const cockpitConfigurationValues = ["single_pilot", "dual_pilot"] as const satisfies readonly Schemas["CockpitConfiguration"][];

/** The members of ContactSubject, in the document's order. */
export const contactSubjectValues = ["sales", "support", "billing", "partnership", "other"] as const satisfies readonly Schemas["ContactSubject"][];

/** The members of CounterpartyRelation, in the document's order. */
export const counterpartyRelationValues = ["customer", "supplier", "both"] as const satisfies readonly Schemas["CounterpartyRelation"][];

/** The limits of CrewMember's properties (the document's keywords, by property). */
export const crewMemberLimits = {
  aircraftTypes: {
    items: {
      pattern: "^[A-Z][A-Z0-9]{1,3}$",
    },
  },
  email: {
    maxLength: 180,
  },
  firstName: {
    maxLength: 120,
  },
  lastName: {
    maxLength: 120,
  },
  licenceNumber: {
    maxLength: 50,
  },
  nationality: {
    pattern: "^[A-Z]{2}$",
  },
  phone: {
    maxLength: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["CrewMember"], unknown>>;

/** The members of CrewRole, in the document's order. */
export const crewRoleValues = ["captain", "first_officer", "cabin_crew", "flight_engineer", "other"] as const satisfies readonly Schemas["CrewRole"][];

/** The members of CrewStatus, in the document's order. */
export const crewStatusValues = ["active", "inactive"] as const satisfies readonly Schemas["CrewStatus"][];

/** The members of ExternalAccountRequirement, in the document's order. */
export const externalAccountRequirementValues = ["kyc_documents", "legal_representative", "bank_account", "terms_of_service"] as const satisfies readonly Schemas["ExternalAccountRequirement"][];

/** The members of ExternalAccountStatus, in the document's order. */
export const externalAccountStatusValues = ["not_created", "pending", "restricted", "enabled"] as const satisfies readonly Schemas["ExternalAccountStatus"][];

/** The members of FeesCollector, in the document's order. */
export const feesCollectorValues = ["marketplace", "seller"] as const satisfies readonly Schemas["FeesCollector"][];

/** The members of FlightMission, in the document's order. */
export const flightMissionValues = ["commercial", "private", "training", "medevac", "cargo", "ferry", "positioning"] as const satisfies readonly Schemas["FlightMission"][];

/** The members of FlightType, in the document's order. */
export const flightTypeValues = ["domestic", "international", "schengen", "non_schengen"] as const satisfies readonly Schemas["FlightType"][];

/** The members of FuelType, in the document's order. */
export const fuelTypeValues = ["Kerosene", "Biojet", "fuel"] as const satisfies readonly Schemas["FuelType"][];

/** The members of HelicopterStatus, in the document's order. */
export const helicopterStatusValues = ["active", "maintenance", "inactive"] as const satisfies readonly Schemas["HelicopterStatus"][];

/** The members of HelicopterTransferType, in the document's order. */
export const helicopterTransferTypeValues = ["private", "shared"] as const satisfies readonly Schemas["HelicopterTransferType"][];

/** The members of InvoiceCompositionItem, in the document's order. */
export const invoiceCompositionItemValues = ["aircraft_type", "registration", "call_sign", "aoc", "mtow", "airports", "flight_mission", "crew_number", "pax_number", "customer_vat_number"] as const satisfies readonly Schemas["InvoiceCompositionItem"][];

/** The members of InvoiceDirection, in the document's order. */
export const invoiceDirectionValues = ["issued", "received"] as const satisfies readonly Schemas["InvoiceDirection"][];

/** The members of InvoicePaymentMethod, in the document's order. */
export const invoicePaymentMethodValues = ["card", "sepa_debit"] as const satisfies readonly Schemas["InvoicePaymentMethod"][];

/** The members of InvoiceReferenceFormat, in the document's order. */
export const invoiceReferenceFormatValues = ["numbers", "six_numbers", "date_six_numbers", "year_six_numbers", "year_month_six_numbers"] as const satisfies readonly Schemas["InvoiceReferenceFormat"][];

/** The members of InvoiceStatus, in the document's order. */
export const invoiceStatusValues = ["waiting_quote", "to_be_paid", "paid"] as const satisfies readonly Schemas["InvoiceStatus"][];

/** The members of InvoiceType, in the document's order. */
export const invoiceTypeValues = ["invoice", "credit_note"] as const satisfies readonly Schemas["InvoiceType"][];

/** The members of KycDocumentStatus, in the document's order. */
export const kycDocumentStatusValues = ["pending", "validated", "refused"] as const satisfies readonly Schemas["KycDocumentStatus"][];

/** The members of KycDocumentType, in the document's order. */
export const kycDocumentTypeValues = ["identity", "proof_of_address", "company_registration", "articles_of_association", "bank_statement"] as const satisfies readonly Schemas["KycDocumentType"][];

/** The members of KycPersonRole, in the document's order. */
export const kycPersonRoleValues = ["legal_representative", "ultimate_beneficial_owner"] as const satisfies readonly Schemas["KycPersonRole"][];

/** The members of KycStatus, in the document's order. */
export const kycStatusValues = ["not_submitted", "submitted", "validated", "refused"] as const satisfies readonly Schemas["KycStatus"][];

/** The members of MeasurementUnit, in the document's order. */
export const measurementUnitValues = ["metric", "imperial"] as const satisfies readonly Schemas["MeasurementUnit"][];

/** The members of MembershipRole, in the document's order. */
export const membershipRoleValues = ["admin", "member"] as const satisfies readonly Schemas["MembershipRole"][];

/** The members of MovementKind, in the document's order. */
export const movementKindValues = ["payment", "payout", "commission", "refund"] as const satisfies readonly Schemas["MovementKind"][];

/** The members of MovementType, in the document's order. */
export const movementTypeValues = ["arrival", "departure"] as const satisfies readonly Schemas["MovementType"][];

/** The limits of NegotiatedRate's properties (the document's keywords, by property). */
export const negotiatedRateLimits = {
  companyName: {
    maxLength: 120,
  },
  intracommunityVatNumber: {
    pattern: "^[A-Z]{2}[0-9A-Z+*]{2,12}$",
  },
} as const satisfies Partial<Record<keyof Schemas["NegotiatedRate"], unknown>>;

/** The members of NotOnSaleReason, in the document's order. */
export const notOnSaleReasonValues = ["awaiting_validation", "refused", "inactive", "hidden", "no_airport", "availability_ended", "availability_not_started", "seller_inactive", "no_transfer"] as const satisfies readonly Schemas["NotOnSaleReason"][];

/** The members of OfferPaymentStatus, in the document's order. */
export const offerPaymentStatusValues = ["paid", "pending", "failed"] as const satisfies readonly Schemas["OfferPaymentStatus"][];

/** The members of OfferType, in the document's order. */
export const offerTypeValues = ["commission", "subscription"] as const satisfies readonly Schemas["OfferType"][];

/** The members of OrganizationAircraftStatus, in the document's order. */
export const organizationAircraftStatusValues = ["active", "maintenance", "inactive"] as const satisfies readonly Schemas["OrganizationAircraftStatus"][];

/** The members of OrganizationStatus, in the document's order. */
export const organizationStatusValues = ["registration_pending", "awaiting_validation", "active", "suspended", "disabled"] as const satisfies readonly Schemas["OrganizationStatus"][];

/** The members of OrganizationTypologyCode, in the document's order. */
export const organizationTypologyCodeValues = ["flight_dispatch_company", "catering", "fixed_base_operator", "flight_operator", "private_pilot", "fuel", "hangar", "helicopter", "operator", "taxi"] as const satisfies readonly Schemas["OrganizationTypologyCode"][];

/** The members of OrganizationUserRole, in the document's order. */
export const organizationUserRoleValues = ["admin", "member"] as const satisfies readonly Schemas["OrganizationUserRole"][];

/** The members of OrganizationUserStatus, in the document's order. */
export const organizationUserStatusValues = ["active", "invited", "disabled"] as const satisfies readonly Schemas["OrganizationUserStatus"][];

/** The members of PassengerStatus, in the document's order. */
export const passengerStatusValues = ["confirmed", "pending", "cancelled"] as const satisfies readonly Schemas["PassengerStatus"][];

/** The members of PaymentIntentStatus, in the document's order. */
export const paymentIntentStatusValues = ["canceled", "processing", "requires_action", "requires_capture", "requires_confirmation", "requires_payment_method", "succeeded"] as const satisfies readonly Schemas["PaymentIntentStatus"][];

/** The members of PaymentMethodType, in the document's order. */
export const paymentMethodTypeValues = ["card", "sepa_debit"] as const satisfies readonly Schemas["PaymentMethodType"][];

/** The members of PaymentPeriod, in the document's order. */
export const paymentPeriodValues = ["month", "trimester", "year"] as const satisfies readonly Schemas["PaymentPeriod"][];

/** The members of PlaceKind, in the document's order. */
export const placeKindValues = ["heliport", "helipad", "premise", "street_address", "road", "city", "region"] as const satisfies readonly Schemas["PlaceKind"][];

/** The limits of PriceList's properties (the document's keywords, by property). */
export const priceListLimits = {
  lines: {
    maxItems: 500,
  },
  name: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["PriceList"], unknown>>;

/** The limits of PriceListLine's properties (the document's keywords, by property). */
export const priceListLineLimits = {
  discountRate: {
    maximum: 100,
    exclusiveMinimum: 0,
  },
  unitPrice: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["PriceListLine"], unknown>>;

/** The members of PriceListStatus, in the document's order. */
export const priceListStatusValues = ["active", "inactive"] as const satisfies readonly Schemas["PriceListStatus"][];

/** The members of PricingType, in the document's order. */
export const pricingTypeValues = ["unit_price", "price_per_slice"] as const satisfies readonly Schemas["PricingType"][];

/** The members of ProductTypology, in the document's order. */
export const productTypologyValues = ["fuel", "hangar", "helicopter", "mandatory_package", "outside_ramps", "package", "parking", "service"] as const satisfies readonly Schemas["ProductTypology"][];

/** The members of ProductUnit, in the document's order. */
export const productUnitValues = ["unit", "person", "hour", "litre", "slice_night", "trip"] as const satisfies readonly Schemas["ProductUnit"][];

/** The members of QuoteCancellationType, in the document's order. */
export const quoteCancellationTypeValues = ["cancelled", "rescheduled"] as const satisfies readonly Schemas["QuoteCancellationType"][];

/** The members of QuoteCancelledBy, in the document's order. */
export const quoteCancelledByValues = ["customer", "seller"] as const satisfies readonly Schemas["QuoteCancelledBy"][];

/** The members of QuoteLineStatus, in the document's order. */
export const quoteLineStatusValues = ["not_planned", "planned", "in_progress", "awaiting_customer_validation", "delivered"] as const satisfies readonly Schemas["QuoteLineStatus"][];

/** The members of QuoteLogEventCode, in the document's order. */
export const quoteLogEventCodeValues = ["quote_request", "quote_request_edit", "quote_send", "quote_edit", "quote_validate", "quote_refuse", "quote_cancel", "order_cancel", "cancellation_policies_apply", "invoice_request", "invoice_send", "quote_cancel_draft", "seller_ack", "lines_status", "lines_dates", "claim", "claim_answer", "order_closed", "quote_lines_edit", "order_place"] as const satisfies readonly Schemas["QuoteLogEventCode"][];

/** The members of QuotePaymentTerm, in the document's order. */
export const quotePaymentTermValues = ["payment_at_invoice_creation", "payment_at_order_acceptance"] as const satisfies readonly Schemas["QuotePaymentTerm"][];

/** The members of QuoteState, in the document's order. */
export const quoteStateValues = ["awaiting_for_quotation", "awaiting_customer_validation", "validated", "awaiting_for_services_completed", "delivered", "claimed", "cancellation_applied", "refunded", "partial_refunded", "payment_not_started"] as const satisfies readonly Schemas["QuoteState"][];

/** The members of RefundType, in the document's order. */
export const refundTypeValues = ["claim_rejected", "partial_refund", "total_refund"] as const satisfies readonly Schemas["RefundType"][];

/** The limits of RegistrationAddress's properties (the document's keywords, by property). */
export const registrationAddressLimits = {
  additionalInformations: {
    maxLength: 1000,
  },
  address: {
    maxLength: 255,
  },
  addressName: {
    maxLength: 120,
  },
  buildingCode: {
    maxLength: 50,
  },
  city: {
    maxLength: 120,
  },
  complementaryAddress: {
    maxLength: 255,
  },
  contactEmail: {
    maxLength: 180,
  },
  contactName: {
    maxLength: 120,
  },
  contactPhone: {
    maxLength: 50,
  },
  postalCode: {
    maxLength: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["RegistrationAddress"], unknown>>;

/** The limits of RegistrationEmergencyContact's properties (the document's keywords, by property). */
export const registrationEmergencyContactLimits = {
  email: {
    maxLength: 180,
  },
  firstName: {
    maxLength: 120,
  },
  jobTitle: {
    maxLength: 120,
  },
  lastName: {
    maxLength: 120,
  },
  phone: {
    maxLength: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["RegistrationEmergencyContact"], unknown>>;

/** The members of RegistrationSide, in the document's order. */
export const registrationSideValues = ["buyer", "seller"] as const satisfies readonly Schemas["RegistrationSide"][];

/** The members of RunwaySurface, in the document's order. */
export const runwaySurfaceValues = ["asphalt", "concrete", "grass", "gravel", "water"] as const satisfies readonly Schemas["RunwaySurface"][];

/** The members of SaleMode, in the document's order. */
export const saleModeValues = ["direct", "quotation"] as const satisfies readonly Schemas["SaleMode"][];

/** The limits of ServiceCapacity's properties (the document's keywords, by property). */
export const serviceCapacityLimits = {
  sliceAreaM2: {
    maximum: 100000,
    exclusiveMinimum: 0,
  },
  total: {
    minimum: 1,
    maximum: 1000,
  },
} as const satisfies Partial<Record<keyof Schemas["ServiceCapacity"], unknown>>;

/** The limits of ServiceFootprint's properties (the document's keywords, by property). */
export const serviceFootprintLimits = {
  max: {
    maximum: 100000,
    exclusiveMinimum: 0,
  },
  min: {
    maximum: 100000,
    exclusiveMinimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["ServiceFootprint"], unknown>>;

/** The limits of ServiceInformation's properties (the document's keywords, by property). */
export const serviceInformationLimits = {
  attributes: {
    maxItems: 50,
  },
  categoryIds: {
    maxItems: 50,
  },
  characteristics: {
    maxItems: 20,
  },
} as const satisfies Partial<Record<keyof Schemas["ServiceInformation"], unknown>>;

/** The limits of ServicePackages's properties (the document's keywords, by property). */
export const servicePackagesLimits = {
  contents: {
    minItems: 1,
    maxItems: 30,
  },
} as const satisfies Partial<Record<keyof Schemas["ServicePackages"], unknown>>;

/** The limits of ServicePricing's properties (the document's keywords, by property). */
export const servicePricingLimits = {
  discountRate: {
    minimum: 0,
    maximum: 100,
  },
  ecotax: {
    minimum: 0,
  },
  options: {
    maxItems: 20,
  },
  priceSlices: {
    maxItems: 20,
  },
  vatRate: {
    minimum: 0,
    maximum: 100,
  },
} as const satisfies Partial<Record<keyof Schemas["ServicePricing"], unknown>>;

/** The limits of ServicePricingView's properties (the document's keywords, by property). */
export const servicePricingViewLimits = {
  discountRate: {
    minimum: 0,
    maximum: 100,
  },
  ecotax: {
    minimum: 0,
  },
  options: {
    maxItems: 20,
  },
  priceSlices: {
    maxItems: 20,
  },
  vatRate: {
    minimum: 0,
    maximum: 100,
  },
} as const satisfies Partial<Record<keyof Schemas["ServicePricingView"], unknown>>;

/** The members of ServiceStatus, in the document's order. */
export const serviceStatusValues = ["active", "inactive"] as const satisfies readonly Schemas["ServiceStatus"][];

/** The members of ServiceTab, in the document's order. */
export const serviceTabValues = ["information", "pricing", "availability", "capacity", "transfer", "airports", "packages"] as const satisfies readonly Schemas["ServiceTab"][];

/** The members of ServiceTypology, in the document's order. */
export const serviceTypologyValues = ["fuel", "hangar", "helicopter", "mandatory_package", "outside_ramps", "package", "parking", "service"] as const satisfies readonly Schemas["ServiceTypology"][];

/** The limits of ServiceTransfer's properties (the document's keywords, by property). */
export const serviceTransferLimits = {
  helicopterId: {
    minimum: 1,
  },
  seats: {
    minimum: 1,
    maximum: 30,
  },
  luggageKg: {
    minimum: 0,
    maximum: 2000,
  },
  durationMinutes: {
    minimum: 1,
    maximum: 600,
  },
} as const satisfies Partial<Record<keyof Schemas["ServiceTransfer"], unknown>>;

/** The members of SetupIntentStatus, in the document's order. */
export const setupIntentStatusValues = ["requires_payment_method", "requires_action", "processing", "succeeded", "canceled"] as const satisfies readonly Schemas["SetupIntentStatus"][];

/** The members of SlotStatus, in the document's order. */
export const slotStatusValues = ["not_assigned", "not_requested", "requested", "submitted"] as const satisfies readonly Schemas["SlotStatus"][];

/** The members of SubscriptionDuration, in the document's order. */
export const subscriptionDurationValues = ["one_month", "three_months", "six_months", "one_year"] as const satisfies readonly Schemas["SubscriptionDuration"][];

/** The members of SubscriptionStatus, in the document's order. */
export const subscriptionStatusValues = ["none", "pending", "active", "expired"] as const satisfies readonly Schemas["SubscriptionStatus"][];

/** The members of TransferMode, in the document's order. */
export const transferModeValues = ["taxi", "helicopter"] as const satisfies readonly Schemas["TransferMode"][];

/** The members of TripStatus, in the document's order. */
export const tripStatusValues = ["planned", "in_progress", "completed", "cancelled"] as const satisfies readonly Schemas["TripStatus"][];

/** The members of TripType, in the document's order. */
export const tripTypeValues = ["one_way", "round_trip", "multi_leg"] as const satisfies readonly Schemas["TripType"][];

/** The members of ValidationState, in the document's order. */
export const validationStateValues = ["awaiting_validation", "validated", "refused"] as const satisfies readonly Schemas["ValidationState"][];

/** The limits of MyAccountPayload's properties (the document's keywords, by property). */
export const myAccountPayloadLimits = {
  firstName: {
    maxLength: 120,
  },
  lastName: {
    maxLength: 120,
  },
  phone: {
    maxLength: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["MyAccountPayload"], unknown>>;

/** The limits of PasswordChangePayload's properties (the document's keywords, by property). */
export const passwordChangePayloadLimits = {
  plainPassword: {
    maxLength: 128,
  },
} as const satisfies Partial<Record<keyof Schemas["PasswordChangePayload"], unknown>>;

/** The limits of AddressPayload's properties (the document's keywords, by property). */
export const addressPayloadLimits = {
  name: {
    maxLength: 120,
  },
  address: {
    properties: {
      address: {
        maxLength: 255,
      },
      complementaryAddress: {
        maxLength: 255,
      },
      postalCode: {
        maxLength: 50,
      },
      city: {
        maxLength: 120,
      },
      countryCode: {
        pattern: "^[A-Za-z]{2}$",
      },
    },
  },
} as const satisfies Partial<Record<keyof Schemas["AddressPayload"], unknown>>;

/** The limits of RegistrationPayloadBase's properties (the document's keywords, by property). */
export const registrationPayloadBaseLimits = {
  legalName: {
    maxLength: 120,
  },
  businessStructure: {
    maxLength: 120,
  },
  intracommunityVatNumber: {
    maxLength: 50,
  },
  webSiteUrl: {
    maxLength: 255,
  },
} as const satisfies Partial<Record<keyof Schemas["RegistrationPayloadBase"], unknown>>;

/** The limits of SellerRegistrationPayload's properties (the document's keywords, by property). */
export const sellerRegistrationPayloadLimits = {
  legalName: {
    maxLength: 120,
  },
  businessStructure: {
    maxLength: 120,
  },
  intracommunityVatNumber: {
    maxLength: 50,
  },
  webSiteUrl: {
    maxLength: 255,
  },
} as const satisfies Partial<Record<keyof Schemas["SellerRegistrationPayload"], unknown>>;

/** The limits of BuyerRegistrationPayload's properties (the document's keywords, by property). */
export const buyerRegistrationPayloadLimits = {
  legalName: {
    maxLength: 120,
  },
  businessStructure: {
    maxLength: 120,
  },
  intracommunityVatNumber: {
    maxLength: 50,
  },
  webSiteUrl: {
    maxLength: 255,
  },
  numberOfAircrafts: {
    minimum: 0,
  },
  numberOfAoc: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["BuyerRegistrationPayload"], unknown>>;

/** The limits of ValidateRegistrationPayload's properties (the document's keywords, by property). */
export const validateRegistrationPayloadLimits = {
  password: {
    minLength: 8,
    maxLength: 128,
  },
} as const satisfies Partial<Record<keyof Schemas["ValidateRegistrationPayload"], unknown>>;

/** The limits of RegisterUserPayload's properties (the document's keywords, by property). */
export const registerUserPayloadLimits = {
  firstName: {
    maxLength: 120,
  },
  lastName: {
    maxLength: 120,
  },
  phone: {
    maxLength: 50,
  },
  password: {
    minLength: 8,
    maxLength: 128,
  },
} as const satisfies Partial<Record<keyof Schemas["RegisterUserPayload"], unknown>>;

/** The limits of OrganizationInfos's properties (the document's keywords, by property). */
export const organizationInfosLimits = {
  legalName: {
    maxLength: 120,
  },
  commercialName: {
    maxLength: 120,
  },
  currencyCode: {
    pattern: "^[A-Z]{3}$",
  },
  phone: {
    maxLength: 50,
  },
  email: {
    maxLength: 180,
  },
  webSiteUrl: {
    maxLength: 255,
  },
} as const satisfies Partial<Record<keyof Schemas["OrganizationInfos"], unknown>>;

/** The limits of OrganizationLegal's properties (the document's keywords, by property). */
export const organizationLegalLimits = {
  vatNumber: {
    maxLength: 50,
  },
  companyRegistrationNumber: {
    maxLength: 50,
  },
  shareCapital: {
    minimum: 0,
  },
  legalForm: {
    maxLength: 120,
  },
  businessActivityCode: {
    maxLength: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["OrganizationLegal"], unknown>>;

/** The limits of OrganizationPresentation's properties (the document's keywords, by property). */
export const organizationPresentationLimits = {
  description: {
    properties: {
      en: {
        maxLength: 2000,
      },
      fr: {
        maxLength: 2000,
      },
    },
  },
  servicesSummary: {
    maxLength: 2000,
  },
} as const satisfies Partial<Record<keyof Schemas["OrganizationPresentation"], unknown>>;

/** The limits of EmergencyContactPayload's properties (the document's keywords, by property). */
export const emergencyContactPayloadLimits = {
  email: {
    maxLength: 180,
  },
  jobTitle: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["EmergencyContactPayload"], unknown>>;

/** The limits of AirportSearchResult's properties (the document's keywords, by property). */
export const airportSearchResultLimits = {
  airports: {
    maxItems: 20,
  },
} as const satisfies Partial<Record<keyof Schemas["AirportSearchResult"], unknown>>;

/** The limits of InviteUserPayload's properties (the document's keywords, by property). */
export const inviteUserPayloadLimits = {
  email: {
    maxLength: 180,
  },
  firstName: {
    maxLength: 120,
  },
  lastName: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["InviteUserPayload"], unknown>>;

/** The limits of WorkrolePayload's properties (the document's keywords, by property). */
export const workrolePayloadLimits = {
  name: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["WorkrolePayload"], unknown>>;

/** The limits of WorkroleUpdatePayload's properties (the document's keywords, by property). */
export const workroleUpdatePayloadLimits = {
  name: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["WorkroleUpdatePayload"], unknown>>;

/** The limits of BankAccount's properties (the document's keywords, by property). */
export const bankAccountLimits = {
  holder: {
    maxLength: 120,
  },
  iban: {
    maxLength: 50,
  },
  bic: {
    maxLength: 50,
  },
  bankName: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["BankAccount"], unknown>>;

/** The limits of BankAccountPayload's properties (the document's keywords, by property). */
export const bankAccountPayloadLimits = {
  holder: {
    maxLength: 120,
  },
  iban: {
    maxLength: 50,
  },
  bic: {
    maxLength: 50,
  },
  bankName: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["BankAccountPayload"], unknown>>;

/** The limits of BankAccountUpdatePayload's properties (the document's keywords, by property). */
export const bankAccountUpdatePayloadLimits = {
  holder: {
    maxLength: 120,
  },
  iban: {
    maxLength: 50,
  },
  bic: {
    maxLength: 50,
  },
  bankName: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["BankAccountUpdatePayload"], unknown>>;

/** The limits of KycPersonPayload's properties (the document's keywords, by property). */
export const kycPersonPayloadLimits = {
  firstName: {
    maxLength: 120,
  },
  lastName: {
    maxLength: 120,
  },
  ownershipPercentage: {
    minimum: 0,
    maximum: 100,
  },
} as const satisfies Partial<Record<keyof Schemas["KycPersonPayload"], unknown>>;

/** The limits of KycPersonUpdatePayload's properties (the document's keywords, by property). */
export const kycPersonUpdatePayloadLimits = {
  firstName: {
    maxLength: 120,
  },
  lastName: {
    maxLength: 120,
  },
  ownershipPercentage: {
    minimum: 0,
    maximum: 100,
  },
} as const satisfies Partial<Record<keyof Schemas["KycPersonUpdatePayload"], unknown>>;

/** The limits of OfferReferences's properties (the document's keywords, by property). */
export const offerReferencesLimits = {
  en: {
    minLength: 1,
    maxLength: 120,
  },
  fr: {
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["OfferReferences"], unknown>>;

/** The limits of OfferInfoPayload's properties (the document's keywords, by property). */
export const offerInfoPayloadLimits = {
  offerReference: {
    maxLength: 40,
  },
  currencyCode: {
    maxLength: 3,
  },
} as const satisfies Partial<Record<keyof Schemas["OfferInfoPayload"], unknown>>;

/** The limits of OfferTypologies's properties (the document's keywords, by property). */
export const offerTypologiesLimits = {
  typologyIds: {
    maxItems: 20,
  },
} as const satisfies Partial<Record<keyof Schemas["OfferTypologies"], unknown>>;

/** The limits of OfferCommissionPayload's properties (the document's keywords, by property). */
export const offerCommissionPayloadLimits = {
  slices: {
    maxItems: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["OfferCommissionPayload"], unknown>>;

/** The limits of OrganizationAircraftPayload's properties (the document's keywords, by property). */
export const organizationAircraftPayloadLimits = {
  name: {
    maxLength: 120,
  },
  registration: {
    maxLength: 50,
  },
  callSign: {
    maxLength: 50,
  },
  aoc: {
    maxLength: 50,
  },
  mtowKg: {
    exclusiveMinimum: 0,
  },
  wingspanM: {
    exclusiveMinimum: 0,
  },
  lengthM: {
    exclusiveMinimum: 0,
  },
  heightM: {
    exclusiveMinimum: 0,
  },
  seats: {
    minimum: 1,
  },
  passengerSeats: {
    minimum: 0,
  },
  minimumFlightCrew: {
    minimum: 1,
  },
  minimumRunwayLengthM: {
    exclusiveMinimum: 0,
  },
  maximumFuelKg: {
    exclusiveMinimum: 0,
  },
  fireFightingCategory: {
    minimum: 1,
    maximum: 10,
  },
  takeOffDistanceM: {
    exclusiveMinimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["OrganizationAircraftPayload"], unknown>>;

/** The limits of OrganizationAircraftUpdatePayload's properties (the document's keywords, by property). */
export const organizationAircraftUpdatePayloadLimits = {
  name: {
    maxLength: 120,
  },
  registration: {
    maxLength: 50,
  },
  callSign: {
    maxLength: 50,
  },
  aoc: {
    maxLength: 50,
  },
  mtowKg: {
    exclusiveMinimum: 0,
  },
  wingspanM: {
    exclusiveMinimum: 0,
  },
  lengthM: {
    exclusiveMinimum: 0,
  },
  heightM: {
    exclusiveMinimum: 0,
  },
  seats: {
    minimum: 1,
  },
  passengerSeats: {
    minimum: 0,
  },
  minimumFlightCrew: {
    minimum: 1,
  },
  minimumRunwayLengthM: {
    exclusiveMinimum: 0,
  },
  maximumFuelKg: {
    exclusiveMinimum: 0,
  },
  fireFightingCategory: {
    minimum: 1,
    maximum: 10,
  },
  takeOffDistanceM: {
    exclusiveMinimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["OrganizationAircraftUpdatePayload"], unknown>>;

/** The limits of OrganizationHelicopterPayload's properties (the document's keywords, by property). */
export const organizationHelicopterPayloadLimits = {
  modelType: {
    maxLength: 120,
  },
  manufacturer: {
    maxLength: 120,
  },
  registration: {
    maxLength: 50,
  },
  callSign: {
    maxLength: 50,
  },
  aoc: {
    maxLength: 50,
  },
  description: {
    maxLength: 2000,
  },
  calendarUrl: {
    maxLength: 255,
  },
} as const satisfies Partial<Record<keyof Schemas["OrganizationHelicopterPayload"], unknown>>;

/** The limits of OrganizationHelicopterUpdatePayload's properties (the document's keywords, by property). */
export const organizationHelicopterUpdatePayloadLimits = {
  modelType: {
    maxLength: 120,
  },
  manufacturer: {
    maxLength: 120,
  },
  registration: {
    maxLength: 50,
  },
  callSign: {
    maxLength: 50,
  },
  aoc: {
    maxLength: 50,
  },
  description: {
    maxLength: 2000,
  },
  calendarUrl: {
    maxLength: 255,
  },
} as const satisfies Partial<Record<keyof Schemas["OrganizationHelicopterUpdatePayload"], unknown>>;

/** The members of TranslationLocale, in the document's order. */
export const translationLocaleValues = ["en", "fr"] as const satisfies readonly Schemas["TranslationLocale"][];

/** The limits of TranslationPayload's properties (the document's keywords, by property). */
export const translationPayloadLimits = {
  text: {
    maxLength: 2000,
  },
} as const satisfies Partial<Record<keyof Schemas["TranslationPayload"], unknown>>;

/** The limits of AircraftTypePayload's properties (the document's keywords, by property). */
export const aircraftTypePayloadLimits = {
  manufacturer: {
    maxLength: 120,
  },
  model: {
    maxLength: 120,
  },
  icaoType: {
    pattern: "^[A-Z][A-Z0-9]{1,3}$",
  },
  mtowKg: {
    exclusiveMinimum: 0,
  },
  wingspanM: {
    exclusiveMinimum: 0,
  },
  lengthM: {
    exclusiveMinimum: 0,
  },
  heightM: {
    exclusiveMinimum: 0,
  },
  maximumFuelKg: {
    exclusiveMinimum: 0,
  },
  minimumRunwayLengthM: {
    exclusiveMinimum: 0,
  },
  takeOffDistanceM: {
    exclusiveMinimum: 0,
  },
  seats: {
    minimum: 1,
  },
  passengerSeats: {
    minimum: 0,
  },
  minimumFlightCrew: {
    minimum: 1,
  },
  fuelTypes: {
    minItems: 1,
  },
  fireFightingCategory: {
    minimum: 1,
    maximum: 10,
  },
} as const satisfies Partial<Record<keyof Schemas["AircraftTypePayload"], unknown>>;

/** The limits of ContactPayload's properties (the document's keywords, by property). */
export const contactPayloadLimits = {
  name: {
    maxLength: 100,
  },
  organization: {
    maxLength: 150,
  },
  message: {
    minLength: 20,
    maxLength: 2000,
  },
} as const satisfies Partial<Record<keyof Schemas["ContactPayload"], unknown>>;

/** The members of MailKind, in the document's order. */
export const mailKindValues = ["registration_validation", "password_reset", "user_invitation", "contact", "notification"] as const satisfies readonly Schemas["MailKind"][];

/** The members of MailEventCode, in the document's order. */
export const mailEventCodeValues = ["registration_validation", "registration_email_taken", "registration_organization_taken", "password_reset", "user_invitation_new", "user_invitation_existing", "contact_acknowledgement", "organization_validated"] as const satisfies readonly Schemas["MailEventCode"][];

/** The members of MailLangCode, in the document's order. */
export const mailLangCodeValues = ["en", "fr"] as const satisfies readonly Schemas["MailLangCode"][];

/** The limits of MailTemplateText's properties (the document's keywords, by property). */
export const mailTemplateTextLimits = {
  subject: {
    minLength: 1,
    maxLength: 200,
  },
  body: {
    minLength: 1,
    maxLength: 5000,
  },
} as const satisfies Partial<Record<keyof Schemas["MailTemplateText"], unknown>>;

/** The limits of MailTemplatePayload's properties (the document's keywords, by property). */
export const mailTemplatePayloadLimits = {
  translations: {
    minItems: 1,
    maxItems: 2,
  },
} as const satisfies Partial<Record<keyof Schemas["MailTemplatePayload"], unknown>>;

/** The limits of AirportPayload's properties (the document's keywords, by property). */
export const airportPayloadLimits = {
  icao: {
    pattern: "^[A-Z0-9]{4}$",
  },
  iata: {
    pattern: "^[A-Z]{3}$",
  },
  name: {
    minLength: 1,
    maxLength: 120,
  },
  city: {
    minLength: 1,
    maxLength: 120,
  },
  countryCode: {
    pattern: "^[A-Z]{2}$",
  },
  timezone: {
    minLength: 1,
    maxLength: 64,
  },
  latitude: {
    minimum: -90,
    maximum: 90,
  },
  longitude: {
    minimum: -180,
    maximum: 180,
  },
} as const satisfies Partial<Record<keyof Schemas["AirportPayload"], unknown>>;

/** The limits of AirportPatch's properties (the document's keywords, by property). */
export const airportPatchLimits = {
  icao: {
    pattern: "^[A-Z0-9]{4}$",
  },
  iata: {
    pattern: "^[A-Z]{3}$",
  },
  name: {
    minLength: 1,
    maxLength: 120,
  },
  city: {
    minLength: 1,
    maxLength: 120,
  },
  countryCode: {
    pattern: "^[A-Z]{2}$",
  },
  timezone: {
    minLength: 1,
    maxLength: 64,
  },
  latitude: {
    minimum: -90,
    maximum: 90,
  },
  longitude: {
    minimum: -180,
    maximum: 180,
  },
} as const satisfies Partial<Record<keyof Schemas["AirportPatch"], unknown>>;

/** The limits of PlatformUserInvite's properties (the document's keywords, by property). */
export const platformUserInviteLimits = {
  email: {
    maxLength: 180,
  },
  firstName: {
    minLength: 1,
    maxLength: 100,
  },
  lastName: {
    minLength: 1,
    maxLength: 100,
  },
  organizationId: {
    minimum: 1,
  },
  workroleId: {
    minimum: 1,
  },
} as const satisfies Partial<Record<keyof Schemas["PlatformUserInvite"], unknown>>;

/** The limits of TripPage's properties (the document's keywords, by property). */
export const tripPageLimits = {
  totalItems: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["TripPage"], unknown>>;

/** The limits of FlightStepPayload's properties (the document's keywords, by property). */
export const flightStepPayloadLimits = {
  adults: {
    minimum: 0,
  },
  children: {
    minimum: 0,
  },
  babies: {
    minimum: 0,
  },
  bags: {
    minimum: 0,
  },
  luggageKg: {
    minimum: 0,
  },
  crewCount: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["FlightStepPayload"], unknown>>;

/** The limits of FlightStepPatch's properties (the document's keywords, by property). */
export const flightStepPatchLimits = {
  adults: {
    minimum: 0,
  },
  children: {
    minimum: 0,
  },
  babies: {
    minimum: 0,
  },
  bags: {
    minimum: 0,
  },
  luggageKg: {
    minimum: 0,
  },
  crewCount: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["FlightStepPatch"], unknown>>;

/** The limits of TransferStepPayload's properties (the document's keywords, by property). */
export const transferStepPayloadLimits = {
  passengers: {
    minimum: 0,
    maximum: 999,
  },
} as const satisfies Partial<Record<keyof Schemas["TransferStepPayload"], unknown>>;

/** The limits of TransferStepPatch's properties (the document's keywords, by property). */
export const transferStepPatchLimits = {
  passengers: {
    minimum: 0,
    maximum: 999,
  },
} as const satisfies Partial<Record<keyof Schemas["TransferStepPatch"], unknown>>;

/** The limits of FlightPlanPayload's properties (the document's keywords, by property). */
export const flightPlanPayloadLimits = {
  cruiseLevel: {
    minimum: 0,
    maximum: 600,
  },
  cruiseSpeedKt: {
    minimum: 1,
    maximum: 1000,
  },
} as const satisfies Partial<Record<keyof Schemas["FlightPlanPayload"], unknown>>;

/** The limits of DisabledParticipantPayload's properties (the document's keywords, by property). */
export const disabledParticipantPayloadLimits = {
  passengerId: {
    minimum: 1,
  },
} as const satisfies Partial<Record<keyof Schemas["DisabledParticipantPayload"], unknown>>;

/** The limits of SlotRequestPage's properties (the document's keywords, by property). */
export const slotRequestPageLimits = {
  totalItems: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["SlotRequestPage"], unknown>>;

/** The limits of ShopProvidersPage's properties (the document's keywords, by property). */
export const shopProvidersPageLimits = {
  totalItems: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["ShopProvidersPage"], unknown>>;

/** The limits of HangarAvailability's properties (the document's keywords, by property). */
export const hangarAvailabilityLimits = {
  slicesNeeded: {
    minimum: 1,
  },
} as const satisfies Partial<Record<keyof Schemas["HangarAvailability"], unknown>>;

/** The limits of CheckoutRequest's properties (the document's keywords, by property). */
export const checkoutRequestLimits = {
  idempotencyKey: {
    maxLength: 200,
  },
} as const satisfies Partial<Record<keyof Schemas["CheckoutRequest"], unknown>>;

/** The limits of HelicopterOrderRequest's properties (the document's keywords, by property). */
export const helicopterOrderRequestLimits = {
  idempotencyKey: {
    maxLength: 200,
  },
} as const satisfies Partial<Record<keyof Schemas["HelicopterOrderRequest"], unknown>>;

/** The limits of ProviderVisits's properties (the document's keywords, by property). */
export const providerVisitsLimits = {
  totalVisits: {
    minimum: 0,
  },
  totalVisitors: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["ProviderVisits"], unknown>>;

/** The limits of ProviderVisitDay's properties (the document's keywords, by property). */
export const providerVisitDayLimits = {
  visits: {
    minimum: 0,
  },
  visitors: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["ProviderVisitDay"], unknown>>;

/** The limits of QuotePage's properties (the document's keywords, by property). */
export const quotePageLimits = {
  totalItems: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["QuotePage"], unknown>>;

/** The limits of ApplyCancellationPayload's properties (the document's keywords, by property). */
export const applyCancellationPayloadLimits = {
  priceRate: {
    minimum: 0,
    maximum: 100,
  },
} as const satisfies Partial<Record<keyof Schemas["ApplyCancellationPayload"], unknown>>;

/** The limits of InvoicePage's properties (the document's keywords, by property). */
export const invoicePageLimits = {
  totalItems: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["InvoicePage"], unknown>>;

/** The limits of OrganizationAccountingPage's properties (the document's keywords, by property). */
export const organizationAccountingPageLimits = {
  totalItems: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["OrganizationAccountingPage"], unknown>>;

/** The limits of OperatorAccountingPage's properties (the document's keywords, by property). */
export const operatorAccountingPageLimits = {
  totalItems: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["OperatorAccountingPage"], unknown>>;

/** The limits of AccountingParameter's properties (the document's keywords, by property). */
export const accountingParameterLimits = {
  accountCode: {
    pattern: "^[A-Z0-9]{1,20}$",
  },
} as const satisfies Partial<Record<keyof Schemas["AccountingParameter"], unknown>>;

/** The limits of Service's properties (the document's keywords, by property). */
export const serviceLimits = {
  refusalReason: {
    maxLength: 1000,
  },
} as const satisfies Partial<Record<keyof Schemas["Service"], unknown>>;

/** The limits of ServiceUpdate's properties (the document's keywords, by property). */
export const serviceUpdateLimits = {
  airportIds: {
    maxItems: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["ServiceUpdate"], unknown>>;

/** The limits of ServicePayload's properties (the document's keywords, by property). */
export const servicePayloadLimits = {
  airportIds: {
    maxItems: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["ServicePayload"], unknown>>;

/** The limits of ServiceRefusal's properties (the document's keywords, by property). */
export const serviceRefusalLimits = {
  reason: {
    minLength: 1,
    maxLength: 1000,
  },
} as const satisfies Partial<Record<keyof Schemas["ServiceRefusal"], unknown>>;

/** The members of ProductFuelType, in the document's order. */
export const productFuelTypeValues = ["biojet", "fuel", "kerosene"] as const satisfies readonly Schemas["ProductFuelType"][];

/** The limits of PriceListChanges's properties (the document's keywords, by property). */
export const priceListChangesLimits = {
  name: {
    minLength: 1,
    maxLength: 120,
  },
  lines: {
    maxItems: 500,
  },
} as const satisfies Partial<Record<keyof Schemas["PriceListChanges"], unknown>>;

/** The limits of PriceListPayload's properties (the document's keywords, by property). */
export const priceListPayloadLimits = {
  name: {
    minLength: 1,
    maxLength: 120,
  },
  lines: {
    maxItems: 500,
  },
} as const satisfies Partial<Record<keyof Schemas["PriceListPayload"], unknown>>;

/** The limits of NegotiatedRateChanges's properties (the document's keywords, by property). */
export const negotiatedRateChangesLimits = {
  companyName: {
    minLength: 1,
    maxLength: 120,
  },
  intracommunityVatNumber: {
    minLength: 1,
    maxLength: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["NegotiatedRateChanges"], unknown>>;

/** The limits of NegotiatedRatePayload's properties (the document's keywords, by property). */
export const negotiatedRatePayloadLimits = {
  companyName: {
    minLength: 1,
    maxLength: 120,
  },
  intracommunityVatNumber: {
    minLength: 1,
    maxLength: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["NegotiatedRatePayload"], unknown>>;

/** The members of CancellationParty, in the document's order. */
export const cancellationPartyValues = ["customer", "seller"] as const satisfies readonly Schemas["CancellationParty"][];

/** The limits of CancellationPolicyChanges's properties (the document's keywords, by property). */
export const cancellationPolicyChangesLimits = {
  name: {
    minLength: 1,
    maxLength: 120,
  },
  description: {
    maxLength: 2000,
  },
  categoryIds: {
    maxItems: 50,
  },
  conditions: {
    minItems: 1,
    maxItems: 20,
  },
} as const satisfies Partial<Record<keyof Schemas["CancellationPolicyChanges"], unknown>>;

/** The limits of CancellationPolicyPayload's properties (the document's keywords, by property). */
export const cancellationPolicyPayloadLimits = {
  name: {
    minLength: 1,
    maxLength: 120,
  },
  description: {
    maxLength: 2000,
  },
  categoryIds: {
    maxItems: 50,
  },
  conditions: {
    minItems: 1,
    maxItems: 20,
  },
} as const satisfies Partial<Record<keyof Schemas["CancellationPolicyPayload"], unknown>>;

/** The members of FuelCertificatePaymentType, in the document's order. */
export const fuelCertificatePaymentTypeValues = ["order", "card", "cash", "credit"] as const satisfies readonly Schemas["FuelCertificatePaymentType"][];

/** The limits of FuelCertificateMeasures's properties (the document's keywords, by property). */
export const fuelCertificateMeasuresLimits = {
  certificateNumber: {
    minLength: 1,
    maxLength: 40,
  },
  grossLitres: {
    minimum: 1,
    maximum: 400000,
  },
  density15: {
    minimum: 775,
    maximum: 840,
    multipleOf: 0.1,
  },
  temperatureC: {
    minimum: -50,
    maximum: 60,
    multipleOf: 0.1,
  },
  netLitres15: {
    minimum: 1,
    maximum: 450000,
  },
  truckNumber: {
    minLength: 1,
    maxLength: 20,
  },
  provider: {
    minLength: 1,
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["FuelCertificateMeasures"], unknown>>;

/** The limits of FuelCertificateChanges's properties (the document's keywords, by property). */
export const fuelCertificateChangesLimits = {
  certificateNumber: {
    minLength: 1,
    maxLength: 40,
  },
  grossLitres: {
    minimum: 1,
    maximum: 400000,
  },
  density15: {
    minimum: 775,
    maximum: 840,
    multipleOf: 0.1,
  },
  temperatureC: {
    minimum: -50,
    maximum: 60,
    multipleOf: 0.1,
  },
  netLitres15: {
    minimum: 1,
    maximum: 450000,
  },
  truckNumber: {
    minLength: 1,
    maxLength: 20,
  },
  provider: {
    minLength: 1,
    maxLength: 120,
  },
} as const satisfies Partial<Record<keyof Schemas["FuelCertificateChanges"], unknown>>;

/** The limits of FuelCertificatePayload's properties (the document's keywords, by property). */
export const fuelCertificatePayloadLimits = {
  certificateNumber: {
    minLength: 1,
    maxLength: 40,
  },
  grossLitres: {
    minimum: 1,
    maximum: 400000,
  },
  density15: {
    minimum: 775,
    maximum: 840,
    multipleOf: 0.1,
  },
  temperatureC: {
    minimum: -50,
    maximum: 60,
    multipleOf: 0.1,
  },
  netLitres15: {
    minimum: 1,
    maximum: 450000,
  },
  truckNumber: {
    minLength: 1,
    maxLength: 20,
  },
  provider: {
    minLength: 1,
    maxLength: 120,
  },
  quoteId: {
    minimum: 1,
  },
  quoteLineId: {
    minimum: 1,
  },
} as const satisfies Partial<Record<keyof Schemas["FuelCertificatePayload"], unknown>>;

/** The limits of FuelCertificate's properties (the document's keywords, by property). */
export const fuelCertificateLimits = {
  certificateNumber: {
    maxLength: 40,
  },
} as const satisfies Partial<Record<keyof Schemas["FuelCertificate"], unknown>>;

/** The limits of FuelDeliveredLine's properties (the document's keywords, by property). */
export const fuelDeliveredLineLimits = {
  certificates: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["FuelDeliveredLine"], unknown>>;

/** The limits of CrewMemberChanges's properties (the document's keywords, by property). */
export const crewMemberChangesLimits = {
  firstName: {
    minLength: 1,
    maxLength: 120,
  },
  lastName: {
    minLength: 1,
    maxLength: 120,
  },
  licenceNumber: {
    minLength: 1,
    maxLength: 50,
  },
  nationality: {
    pattern: "^[A-Z]{2}$",
  },
  email: {
    maxLength: 180,
  },
  phone: {
    maxLength: 50,
  },
  aircraftTypes: {
    items: {
      pattern: "^[A-Z][A-Z0-9]{1,3}$",
    },
  },
} as const satisfies Partial<Record<keyof Schemas["CrewMemberChanges"], unknown>>;

/** The limits of CrewMemberPayload's properties (the document's keywords, by property). */
export const crewMemberPayloadLimits = {
  firstName: {
    minLength: 1,
    maxLength: 120,
  },
  lastName: {
    minLength: 1,
    maxLength: 120,
  },
  licenceNumber: {
    minLength: 1,
    maxLength: 50,
  },
  nationality: {
    pattern: "^[A-Z]{2}$",
  },
  email: {
    maxLength: 180,
  },
  phone: {
    maxLength: 50,
  },
  aircraftTypes: {
    items: {
      pattern: "^[A-Z][A-Z0-9]{1,3}$",
    },
  },
} as const satisfies Partial<Record<keyof Schemas["CrewMemberPayload"], unknown>>;

/** The members of HangarTypology, in the document's order. */
export const hangarTypologyValues = ["hangar", "parking", "outside_ramps"] as const satisfies readonly Schemas["HangarTypology"][];

/** The limits of HangarVariant's properties (the document's keywords, by property). */
export const hangarVariantLimits = {
  slicesNumber: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["HangarVariant"], unknown>>;

/** The limits of HangarSlicesNumber's properties (the document's keywords, by property). */
export const hangarSlicesNumberLimits = {
  slicesNumber: {
    minimum: 0,
  },
  defaultSelectedSlices: {
    items: {
      minimum: 1,
    },
  },
} as const satisfies Partial<Record<keyof Schemas["HangarSlicesNumber"], unknown>>;

/** The limits of HangarOccupancy's properties (the document's keywords, by property). */
export const hangarOccupancyLimits = {
  nights: {
    minimum: 1,
  },
  capacity: {
    minimum: 0,
  },
  booked: {
    minimum: 0,
  },
  blocked: {
    minimum: 0,
  },
  rate: {
    minimum: 0,
    maximum: 100,
  },
} as const satisfies Partial<Record<keyof Schemas["HangarOccupancy"], unknown>>;

/** The limits of HangarNightLoad's properties (the document's keywords, by property). */
export const hangarNightLoadLimits = {
  booked: {
    minimum: 0,
  },
  blocked: {
    minimum: 0,
  },
  free: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["HangarNightLoad"], unknown>>;

/** The limits of HangarMovement's properties (the document's keywords, by property). */
export const hangarMovementLimits = {
  slices: {
    items: {
      minimum: 1,
    },
  },
} as const satisfies Partial<Record<keyof Schemas["HangarMovement"], unknown>>;

/** The limits of HangarDashboard's properties (the document's keywords, by property). */
export const hangarDashboardLimits = {
  slicesNumber: {
    minimum: 0,
  },
  freeSlicesTonight: {
    items: {
      minimum: 1,
    },
  },
} as const satisfies Partial<Record<keyof Schemas["HangarDashboard"], unknown>>;

/** The limits of HangarCalendarEntry's properties (the document's keywords, by property). */
export const hangarCalendarEntryLimits = {
  slices: {
    items: {
      minimum: 1,
    },
  },
} as const satisfies Partial<Record<keyof Schemas["HangarCalendarEntry"], unknown>>;

/** The limits of HangarSliceBar's properties (the document's keywords, by property). */
export const hangarSliceBarLimits = {
  slice: {
    minimum: 1,
  },
} as const satisfies Partial<Record<keyof Schemas["HangarSliceBar"], unknown>>;

/** The limits of HangarSliceGrid's properties (the document's keywords, by property). */
export const hangarSliceGridLimits = {
  slicesNumber: {
    minimum: 0,
  },
} as const satisfies Partial<Record<keyof Schemas["HangarSliceGrid"], unknown>>;

/** The limits of HangarCustomEvent's properties (the document's keywords, by property). */
export const hangarCustomEventLimits = {
  slices: {
    items: {
      minimum: 1,
    },
  },
} as const satisfies Partial<Record<keyof Schemas["HangarCustomEvent"], unknown>>;

/** The limits of HangarCustomEventChanges's properties (the document's keywords, by property). */
export const hangarCustomEventChangesLimits = {
  name: {
    minLength: 1,
    maxLength: 120,
  },
  reason: {
    maxLength: 500,
  },
  slices: {
    minItems: 1,
    maxItems: 500,
    items: {
      minimum: 1,
    },
  },
} as const satisfies Partial<Record<keyof Schemas["HangarCustomEventChanges"], unknown>>;

/** The limits of HangarCustomEventPayload's properties (the document's keywords, by property). */
export const hangarCustomEventPayloadLimits = {
  name: {
    minLength: 1,
    maxLength: 120,
  },
  reason: {
    maxLength: 500,
  },
  slices: {
    minItems: 1,
    maxItems: 500,
    items: {
      minimum: 1,
    },
  },
  variantId: {
    minimum: 1,
  },
} as const satisfies Partial<Record<keyof Schemas["HangarCustomEventPayload"], unknown>>;

/** The members of FuelQuantityUnit, in the document's order. */
export const fuelQuantityUnitValues = ["L", "Gal"] as const satisfies readonly Schemas["FuelQuantityUnit"][];

/** The members of FuelPriceSource, in the document's order. */
export const fuelPriceSourceValues = ["manual", "import"] as const satisfies readonly Schemas["FuelPriceSource"][];

/** The members of FuelPriceImportState, in the document's order. */
export const fuelPriceImportStateValues = ["scheduled", "applied"] as const satisfies readonly Schemas["FuelPriceImportState"][];

/** The limits of FuelPriceChanges's properties (the document's keywords, by property). */
export const fuelPriceChangesLimits = {
  countryCode: {
    pattern: "^[A-Z]{2}$",
  },
  icao: {
    pattern: "^[A-Z]{4}$",
  },
  iata: {
    pattern: "^[A-Z]{3}$",
  },
  supplier: {
    minLength: 1,
    maxLength: 120,
  },
  vat: {
    minimum: 0,
    maximum: 100,
  },
  public: {
    minimum: 0,
    maximum: 10000,
  },
  commercialFlights: {
    minimum: 0,
    maximum: 10000,
  },
  privateFlights: {
    minimum: 0,
    maximum: 10000,
  },
  fees: {
    minimum: 0,
    maximum: 10000,
  },
} as const satisfies Partial<Record<keyof Schemas["FuelPriceChanges"], unknown>>;

/** The limits of FuelPricePayload's properties (the document's keywords, by property). */
export const fuelPricePayloadLimits = {
  countryCode: {
    pattern: "^[A-Z]{2}$",
  },
  icao: {
    pattern: "^[A-Z]{4}$",
  },
  iata: {
    pattern: "^[A-Z]{3}$",
  },
  supplier: {
    minLength: 1,
    maxLength: 120,
  },
  vat: {
    minimum: 0,
    maximum: 100,
  },
  public: {
    minimum: 0,
    maximum: 10000,
  },
  commercialFlights: {
    minimum: 0,
    maximum: 10000,
  },
  privateFlights: {
    minimum: 0,
    maximum: 10000,
  },
  fees: {
    minimum: 0,
    maximum: 10000,
  },
} as const satisfies Partial<Record<keyof Schemas["FuelPricePayload"], unknown>>;

/** The limits of FuelPrice's properties (the document's keywords, by property). */
export const fuelPriceLimits = {
  countryCode: {
    pattern: "^[A-Z]{2}$",
  },
  icao: {
    pattern: "^[A-Z]{4}$",
  },
  iata: {
    pattern: "^[A-Z]{3}$",
  },
  supplier: {
    minLength: 1,
    maxLength: 120,
  },
  vat: {
    minimum: 0,
    maximum: 100,
  },
  public: {
    minimum: 0,
    maximum: 10000,
  },
  commercialFlights: {
    minimum: 0,
    maximum: 10000,
  },
  privateFlights: {
    minimum: 0,
    maximum: 10000,
  },
  fees: {
    minimum: 0,
    maximum: 10000,
  },
} as const satisfies Partial<Record<keyof Schemas["FuelPrice"], unknown>>;

/** The limits of FuelPriceImport's properties (the document's keywords, by property). */
export const fuelPriceImportLimits = {
  fileName: {
    maxLength: 255,
  },
  rowCount: {
    minimum: 1,
    maximum: 1000,
  },
  airports: {
    maxItems: 1000,
    items: {
      pattern: "^[A-Z]{4}$",
    },
  },
} as const satisfies Partial<Record<keyof Schemas["FuelPriceImport"], unknown>>;

/** The limits of ChatMessagePayload's properties (the document's keywords, by property). */
export const chatMessagePayloadLimits = {
  content: {
    maxLength: 2000,
  },
  clientId: {
    minLength: 8,
    maxLength: 64,
  },
} as const satisfies Partial<Record<keyof Schemas["ChatMessagePayload"], unknown>>;

/** The members of AttributeIcon, in the document's order. */
export const attributeIconValues = ["check", "star", "wifi", "restaurant", "local_parking", "ac_unit", "pets", "accessible", "security", "shower", "local_cafe", "bolt"] as const satisfies readonly Schemas["AttributeIcon"][];

/** The limits of AttributeChoicePayload's properties (the document's keywords, by property). */
export const attributeChoicePayloadLimits = {
  value: {
    maxLength: 40,
    pattern: "^[a-z0-9][a-z0-9_-]*$",
  },
} as const satisfies Partial<Record<keyof Schemas["AttributeChoicePayload"], unknown>>;

/** The limits of AdminLocalizedName's properties (the document's keywords, by property). */
export const adminLocalizedNameLimits = {
  en: {
    minLength: 1,
    maxLength: 80,
  },
  fr: {
    maxLength: 80,
  },
} as const satisfies Partial<Record<keyof Schemas["AdminLocalizedName"], unknown>>;

/** The limits of AdminLocalizedText's properties (the document's keywords, by property). */
export const adminLocalizedTextLimits = {
  en: {
    maxLength: 2000,
  },
  fr: {
    maxLength: 2000,
  },
} as const satisfies Partial<Record<keyof Schemas["AdminLocalizedText"], unknown>>;

/** The limits of AttributePayload's properties (the document's keywords, by property). */
export const attributePayloadLimits = {
  inputName: {
    maxLength: 40,
    pattern: "^[a-z][a-z0-9_]*$",
  },
  unit: {
    maxLength: 10,
  },
  values: {
    maxItems: 50,
  },
  categoryIds: {
    maxItems: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["AttributePayload"], unknown>>;

/** The limits of AttributeChanges's properties (the document's keywords, by property). */
export const attributeChangesLimits = {
  inputName: {
    maxLength: 40,
    pattern: "^[a-z][a-z0-9_]*$",
  },
  unit: {
    maxLength: 10,
  },
  values: {
    maxItems: 50,
  },
  categoryIds: {
    maxItems: 50,
  },
} as const satisfies Partial<Record<keyof Schemas["AttributeChanges"], unknown>>;

/** The limits of CategoryPayload's properties (the document's keywords, by property). */
export const categoryPayloadLimits = {
  slug: {
    maxLength: 80,
    pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
  },
} as const satisfies Partial<Record<keyof Schemas["CategoryPayload"], unknown>>;

/** The limits of CategoryChanges's properties (the document's keywords, by property). */
export const categoryChangesLimits = {
  slug: {
    maxLength: 80,
    pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
  },
} as const satisfies Partial<Record<keyof Schemas["CategoryChanges"], unknown>>;

/** The limits of NotificationId (the document's keywords). */
export const notificationIdLimits = {
  maxLength: 80,
  pattern: "^[a-z_]+-\\d{1,15}-[a-z0-9_]+$",
} as const;

/** The members of NotificationKind, in the document's order. */
export const notificationKindValues = ["quotation_request", "quotation_sent", "quotation_edited", "order_validated", "order_refused", "order_cancelled", "cancellation_policies_applied", "claim", "invoice", "payment_failed", "message", "slot_decided"] as const satisfies readonly Schemas["NotificationKind"][];

/** The members of LiveRecordType, in the document's order. */
export const liveRecordTypeValues = ["quote", "invoice", "trip", "chat", "notification"] as const satisfies readonly Schemas["LiveRecordType"][];
