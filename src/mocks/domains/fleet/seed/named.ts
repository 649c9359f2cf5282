import type { Schemas } from '../../../../lib/api/contract';

/**
 * The hand-written crews of the demo organizations: the buyer's jet operator and the helicopter
 * operator. `expiresIn` is days from the demo's today, so some licences are always expired and
 * some always about to expire, whenever the demo is seeded.
 */
export interface NamedCrewMember {
  firstName: string;
  lastName: string;
  crewRole: Schemas['CrewRole'];
  nationality: string;
  licenceNumber: string;
  expiresIn: number;
  aircraftTypes: string[];
  phone: string | null;
  status: Schemas['CrewStatus'];
}

type Row = [
  string,
  string,
  Schemas['CrewRole'],
  string,
  string,
  number,
  string[],
  string | null,
  Schemas['CrewStatus']?,
];

function named([
  firstName,
  lastName,
  crewRole,
  nationality,
  licenceNumber,
  expiresIn,
  aircraftTypes,
  phone,
  status = 'active',
]: Row): NamedCrewMember {
  return {
    firstName,
    lastName,
    crewRole,
    nationality,
    licenceNumber,
    expiresIn,
    aircraftTypes,
    phone,
    status,
  };
}

/** Alpine Executive Jets: business jets from the PC-12 to the Gulfstream G650, an ACJ and a BBJ. */
// prettier-ignore
export const ALPINE_CREW: readonly NamedCrewMember[] = ([
  ['Julien', 'Moreau', 'captain', 'FR', 'FRA.FCL.PA.104382', 412, ['GLF6', 'GLEX'], '+33 6 12 48 90 37'],
  ['Sébastien', 'Lefebvre', 'captain', 'FR', 'FRA.FCL.PA.118457', -21, ['FA7X', 'F2TH'], '+33 6 71 20 54 18'],
  ['Élodie', 'Garnier', 'first_officer', 'FR', 'FRA.FCL.PA.129904', 18, ['FA7X', 'F2TH'], '+33 7 81 33 65 02'],
  ['Marco', 'Bianchi', 'captain', 'IT', 'ITA.FCL.PA.207715', 233, ['C68A', 'C56X'], '+39 347 512 8830'],
  ['Chiara', 'Esposito', 'first_officer', 'IT', 'ITA.FCL.PA.215380', 540, ['C68A', 'C56X'], '+39 333 908 1147'],
  ['Andreas', 'Huber', 'captain', 'AT', 'AUT.FCL.PA.300218', 96, ['CL35', 'LJ45'], '+43 664 218 4409'],
  ['Lukas', 'Schneider', 'first_officer', 'DE', 'DEU.FCL.PA.412006', 5, ['CL35', 'LJ45'], '+49 151 2274 9031'],
  ['James', 'Thornton', 'captain', 'GB', 'GBR.FCL.PA.503311', 701, ['A320'], '+44 7700 900418'],
  ['Emily', 'Carter', 'first_officer', 'GB', 'GBR.FCL.PA.509842', -120, ['A320', 'B738'], '+44 7700 900733', 'inactive'],
  ['Javier', 'Ortega', 'captain', 'ES', 'ESP.FCL.PA.611427', 158, ['B738'], '+34 612 483 920'],
  ['Lucía', 'Fernández', 'first_officer', 'ES', 'ESP.FCL.PA.618093', 322, ['B738', 'A320'], '+34 655 017 342'],
  ['Pieter', 'Janssens', 'captain', 'BE', 'BEL.FCL.PA.702254', 64, ['GLEX', 'GLF6'], '+32 470 55 21 86'],
  ['Sanne', 'de Jong', 'first_officer', 'NL', 'NLD.FCL.PA.710548', 27, ['GLEX'], '+31 6 2841 7730'],
  ['Tomasz', 'Kowalski', 'captain', 'PL', 'POL.FCL.PA.803376', 389, ['E55P', 'PC12'], '+48 601 338 275'],
  ['Anna', 'Nowak', 'first_officer', 'PL', 'POL.FCL.PA.809921', -2, ['E55P', 'PC12'], '+48 512 904 661'],
  ['Nicolas', 'Rochat', 'captain', 'CH', 'CHE.FCL.PA.901147', 275, ['PC12', 'C56X'], '+41 79 402 18 55'],
  ['Léa', 'Dubois', 'first_officer', 'FR', 'FRA.FCL.PA.133870', 610, ['C56X', 'C68A'], '+33 6 45 09 72 81'],
  ['Henrik', 'Lindqvist', 'flight_engineer', 'SE', 'SWE.FEL.004512', 190, ['B738', 'A320'], '+46 70 418 22 09'],
  ['Camille', 'Fontaine', 'cabin_crew', 'FR', 'FRA.CCA.217640', 130, ['GLF6', 'GLEX', 'FA7X'], '+33 6 29 84 13 50'],
  ['Sofia', 'Costa', 'cabin_crew', 'PT', 'PRT.CCA.118205', 45, ['A320', 'B738'], '+351 912 448 703'],
  ['Giulia', 'Romano', 'cabin_crew', 'IT', 'ITA.CCA.224918', 11, ['GLF6', 'C68A'], null],
  ['Charlotte', 'Davies', 'cabin_crew', 'GB', 'GBR.CCA.330476', 498, ['GLEX', 'GLF6'], '+44 7700 900152'],
  ['Inès', 'Benali', 'cabin_crew', 'FR', 'FRA.CCA.226051', 87, ['FA7X', 'F2TH'], '+33 7 66 20 41 98'],
  ['Aoife', 'Murphy', 'other', 'IE', 'IRL.CCA.104477', 350, ['LJ45', 'CL35'], '+353 87 214 9063'],
  ['Philippe', 'Marchand', 'captain', 'FR', 'FRA.FCL.PA.097615', 12, ['F2TH', 'FA7X'], '+33 6 03 57 88 24'],
] satisfies Row[]).map(named);

/** Azur Heli Services, Monaco: Eurocopter, Airbus and Leonardo helicopters (A139 is the AW139). */
// prettier-ignore
export const AZUR_HELI_CREW: readonly NamedCrewMember[] = ([
  ['Laurent', 'Pastor', 'captain', 'MC', 'FRA.FCL.PH.140215', 301, ['AS50', 'EC35'], '+377 6 80 86 12 40'],
  ['Stefano', 'Ferrari', 'captain', 'IT', 'ITA.FCL.PH.230741', 44, ['A109', 'A139'], '+39 348 221 5096'],
  ['Frédéric', 'Bonnet', 'captain', 'FR', 'FRA.FCL.PH.137792', -9, ['EC35', 'EC45'], '+33 6 14 72 39 05'],
  ['Mathilde', 'Carpentier', 'first_officer', 'FR', 'FRA.FCL.PH.151408', 22, ['A139'], '+33 6 58 30 27 14'],
  ['Alessandro', 'Greco', 'first_officer', 'IT', 'ITA.FCL.PH.236015', 512, ['A109', 'A139'], '+39 340 887 1352'],
  ['Daniel', 'Hughes', 'captain', 'GB', 'GBR.FCL.PH.518660', 177, ['AS50', 'A109'], '+44 7700 900561'],
  ['Manon', 'Lambert', 'first_officer', 'FR', 'FRA.FCL.PH.155023', 640, ['EC35'], '+33 7 49 16 83 20'],
  ['Kevin', 'Marchetti', 'other', 'MC', 'FRA.TCM.004219', 90, ['A139', 'EC45'], '+377 6 40 22 57 81', 'inactive'],
  ['Aurélie', 'Gastaud', 'cabin_crew', 'MC', 'FRA.CCA.231187', 260, ['A139'], '+377 6 78 93 04 66'],
  ['Olivier', 'Vial', 'captain', 'FR', 'FRA.FCL.PH.126633', 3, ['EC45', 'A139'], '+33 6 88 41 20 73'],
] satisfies Row[]).map(named);
