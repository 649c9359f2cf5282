import type {
  CockpitConfiguration,
  OrganizationAircraftStatus,
} from '../../../entities/organization/contract';
import { seedAircraftTypes } from '../aircraft-catalogue';
import { airportByIcao } from '../airports';
import { ORG } from '../organizations';
import type { OrganizationAircraftRecord, OrganizationHelicopterRecord } from './records';

const CREATED = '2025-03-01T09:00:00.000Z';
const TYPES = seedAircraftTypes();

/**
 * One aircraft of a fleet, its figures copied from the catalogue type (`catalogueId`, ids of
 * aircraft-catalogue/seed.ts), as the creation form does.
 */
function aircraft(
  id: number,
  organizationId: number,
  catalogueId: number,
  name: string,
  registration: string,
  callSign: string | null,
  aoc: string | null,
  homebaseIcao: string | null,
  status: OrganizationAircraftStatus = 'active',
): OrganizationAircraftRecord {
  const type = TYPES.find((candidate) => candidate.id === catalogueId);
  if (type === undefined) throw new Error(`No catalogue type ${catalogueId}`);
  const homebase = homebaseIcao === null ? undefined : airportByIcao(homebaseIcao);
  return {
    id,
    organizationId,
    name,
    aircraftTypeId: type.id,
    manufacturer: type.manufacturer,
    model: type.model,
    icaoType: type.icaoType,
    category: type.category,
    registration,
    callSign,
    aoc,
    status,
    mtowKg: type.mtowKg,
    wingspanM: type.wingspanM,
    lengthM: type.lengthM,
    heightM: type.heightM,
    seats: type.seats,
    passengerSeats: type.passengerSeats,
    minimumFlightCrew: type.minimumFlightCrew,
    minimumRunwayLengthM: type.minimumRunwayLengthM,
    maximumFuelKg: type.maximumFuelKg,
    fuelTypes: [...type.fuelTypes],
    fireFightingCategory: type.fireFightingCategory,
    homebaseId: homebase?.id ?? null,
    measurementUnit: 'metric',
    takeOffDistanceM: type.takeOffDistanceM,
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

/**
 * Stable ids (trips reference them): 1-6 Alpine Executive Jets (the buyer demo account), 7-8
 * Thames Executive, 9-10 Bavaria Jet Charter, 11-14 EuroConnect Regional, 15 Pierre Lefèvre,
 * 16 Aéro-Club de Provence. Registrations follow each country's register (F-, G-, D-, LX-).
 */
// prettier-ignore
export function seedOrganizationAircraft(): OrganizationAircraftRecord[] {
  return [
    aircraft(1, ORG.alpine, 29, 'Alpine One', 'F-HALP', 'AEJ701', 'FR.AOC.0142', 'LFLL'),
    aircraft(2, ORG.alpine, 4, 'Alpine Two', 'F-HBLA', 'AEJ702', 'FR.AOC.0142', 'LFLL'),
    aircraft(3, ORG.alpine, 32, 'Alpine Three', 'F-HPCA', 'AEJ703', 'FR.AOC.0142', 'LFLS'),
    aircraft(4, ORG.alpine, 14, 'Alpine Four', 'F-HCLA', 'AEJ704', 'FR.AOC.0142', 'LFLL'),
    aircraft(5, ORG.alpine, 23, 'Alpine Five', 'F-HGAL', 'AEJ705', 'FR.AOC.0142', 'LFLL'),
    aircraft(6, ORG.alpine, 38, 'Alpine Six', 'F-HPCN', null, 'FR.AOC.0142', 'LFLS', 'maintenance'),
    aircraft(7, 11, 17, 'Thames Global', 'G-TEAG', 'TEA01', 'GB.AOC.2291', 'EGGW'),
    aircraft(8, 11, 8, 'Thames Phenom', 'G-TEAP', 'TEA02', 'GB.AOC.2291', 'EGLC'),
    aircraft(9, 13, 5, 'Bavaria Latitude', 'D-CBJC', 'BJC11', 'DE.AOC.0457', 'EDDM'),
    aircraft(10, 13, 27, 'Bavaria Falcon', 'D-BBJC', 'BJC12', 'DE.AOC.0457', 'EDDM'),
    aircraft(11, ORG.euroConnect, 51, 'EuroConnect ATR A', 'LX-ECA', 'ECR201', 'LU.AOC.0012', 'ELLX'),
    aircraft(12, ORG.euroConnect, 51, 'EuroConnect ATR B', 'LX-ECB', 'ECR202', 'LU.AOC.0012', 'ELLX'),
    aircraft(13, ORG.euroConnect, 52, 'EuroConnect Dash', 'LX-ECD', 'ECR203', 'LU.AOC.0012', 'EBBR'),
    aircraft(14, ORG.euroConnect, 50, 'EuroConnect E190', 'LX-ECE', 'ECR204', 'LU.AOC.0012', 'ELLX', 'inactive'),
    aircraft(15, 10, 43, 'Cirrus SR22', 'F-HPLF', null, null, 'LFMD'),
    aircraft(16, 21, 46, 'Bonanza club', 'F-GACP', null, null, 'LFMA'),
  ];
}

function helicopter(
  id: number,
  organizationId: number,
  manufacturer: string,
  modelType: string,
  registration: string,
  cockpitConfiguration: CockpitConfiguration,
  description: string,
  calendarUrl: string | null,
): OrganizationHelicopterRecord {
  return {
    id,
    organizationId,
    manufacturer,
    modelType,
    registration,
    callSign: null,
    aoc: organizationId === ORG.azurHeli ? 'MC.AOC.0003' : 'IT.AOC.0871',
    description,
    status: 'active',
    cockpitConfiguration,
    calendarUrl,
    lastCalendarRefreshAt: calendarUrl === null ? null : '2026-11-20T06:00:00.000Z',
    createdAt: CREATED,
    updatedAt: CREATED,
  };
}

/** Ids 1-4 Azur Heli Services (the helicopter demo account), 5-6 Dolomiti Elicotteri. */
// prettier-ignore
export function seedOrganizationHelicopters(): OrganizationHelicopterRecord[] {
  return [
    helicopter(1, ORG.azurHeli, 'Airbus Helicopters', 'H130 T2', '3A-MCA', 'single_pilot', 'Six passengers, panoramic cabin: Nice-Monaco shuttle.', 'https://calendar.azurheli.mc/3A-MCA.ics'),
    helicopter(2, ORG.azurHeli, 'Airbus Helicopters', 'H145 D3', '3A-MCB', 'dual_pilot', 'VIP cabin, eight passengers, night-rated.', 'https://calendar.azurheli.mc/3A-MCB.ics'),
    helicopter(3, ORG.azurHeli, 'Leonardo', 'AW109 Trekker', '3A-MCC', 'single_pilot', 'Executive cabin, six passengers.', null),
    helicopter(4, ORG.azurHeli, 'Airbus Helicopters', 'H125', '3A-MCD', 'single_pilot', 'Five passengers; mountain and scenic flights.', null),
    helicopter(5, 17, 'Leonardo', 'AW169', 'I-DOLA', 'dual_pilot', 'Eight passengers; Dolomites and Lake Garda transfers.', 'https://elicotteri.dolomiti.it/cal/I-DOLA.ics'),
    helicopter(6, 17, 'Airbus Helicopters', 'H125', 'I-DOLB', 'single_pilot', 'Five passengers; high-altitude operations.', null),
  ];
}
