import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';

/**
 * ICAO type designators (ICAO Doc 8643) a crew member is commonly qualified on, with the model
 * they stand for: business jets, turboprops, helicopters and the airliners of charter fleets.
 */
export const AIRCRAFT_TYPES: Readonly<Record<string, string>> = {
  A109: 'Leonardo AW109',
  A139: 'Leonardo AW139',
  A169: 'Leonardo AW169',
  A319: 'Airbus A319',
  A320: 'Airbus A320',
  AS50: 'Airbus H125 / AS350 Écureuil',
  B350: 'Beechcraft King Air 350',
  B738: 'Boeing 737-800',
  BE20: 'Beechcraft King Air 200',
  C25A: 'Cessna Citation CJ2',
  C25B: 'Cessna Citation CJ3',
  C25C: 'Cessna Citation CJ4',
  C510: 'Cessna Citation Mustang',
  C525: 'Cessna CitationJet',
  C56X: 'Cessna Citation Excel / XLS',
  C680: 'Cessna Citation Sovereign',
  C68A: 'Cessna Citation Latitude',
  C700: 'Cessna Citation Longitude',
  CL30: 'Bombardier Challenger 300',
  CL35: 'Bombardier Challenger 350',
  CL60: 'Bombardier Challenger 604 / 605 / 650',
  E135: 'Embraer Legacy 600 / 650',
  E35L: 'Embraer Legacy 600',
  E50P: 'Embraer Phenom 100',
  E55P: 'Embraer Phenom 300',
  E545: 'Embraer Praetor 500 / Legacy 450',
  E550: 'Embraer Praetor 600 / Legacy 500',
  EC35: 'Airbus H135 / EC135',
  EC45: 'Airbus H145 / EC145',
  EC55: 'Airbus H155 / EC155',
  F2TH: 'Dassault Falcon 2000',
  F900: 'Dassault Falcon 900',
  FA7X: 'Dassault Falcon 7X',
  FA8X: 'Dassault Falcon 8X',
  G280: 'Gulfstream G280',
  GL5T: 'Bombardier Global 5000 / 5500',
  GL7T: 'Bombardier Global 7500',
  GLEX: 'Bombardier Global Express / 6000',
  GLF4: 'Gulfstream IV / G450',
  GLF5: 'Gulfstream V / G550',
  GLF6: 'Gulfstream G650',
  H25B: 'Hawker 800',
  LJ45: 'Learjet 45',
  LJ75: 'Learjet 75',
  P180: 'Piaggio P.180 Avanti',
  PC12: 'Pilatus PC-12',
  PC24: 'Pilatus PC-24',
  S76: 'Sikorsky S-76',
  TBM9: 'Daher TBM 900 series',
};

/** "C56X · Cessna Citation Excel / XLS"; a designator not in the list is shown as itself. */
export function aircraftTypeLabel(designator: string): string {
  const model = AIRCRAFT_TYPES[designator];
  return model ? `${designator} · ${model}` : designator;
}

/** The catalogue, plus any designator already held by the record (so it keeps its label). */
export function aircraftTypeOptions(held: readonly string[] = []) {
  const designators = [...new Set([...Object.keys(AIRCRAFT_TYPES), ...held])].sort();
  return designators.map((value) => ({ value, label: aircraftTypeLabel(value) }));
}

/** The crew form's aircraft type choices: the catalogue and the designators the form holds. */
export function useAircraftTypeOptions() {
  const held = useWatch<{ aircraftTypes: string[] }, 'aircraftTypes'>({ name: 'aircraftTypes' });
  return useMemo(() => aircraftTypeOptions(held), [held]);
}
