/** "LFMN Nice Côte d'Azur (Nice)". */
export function airportLabel(airport: { icao: string; name: string; city: string }): string {
  return `${airport.icao} ${airport.name} (${airport.city})`;
}
