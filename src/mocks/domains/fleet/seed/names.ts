/**
 * Real first and last names by nationality (ISO 3166-1 alpha-2), with the ISO alpha-3 code
 * that starts an EASA licence number (`FRA.FCL.PA.123456`), for the generated crews.
 */
export interface NamePool {
  nationality: string;
  licenceState: string;
  phonePrefix: string;
  first: readonly string[];
  last: readonly string[];
}

// One pool per line reads as a table.
// prettier-ignore
export const NAME_POOLS: readonly NamePool[] = [
  { nationality: 'FR', licenceState: 'FRA', phonePrefix: '+33 6', first: ['Antoine', 'Camille', 'Hugo', 'Léa', 'Mathieu', 'Chloé', 'Nicolas', 'Manon', 'Julien', 'Émilie', 'Théo', 'Sarah', 'Maxime', 'Inès', 'François'], last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia'] },
  { nationality: 'LU', licenceState: 'LUX', phonePrefix: '+352 621', first: ['Luc', 'Anne', 'Jeff', 'Carole', 'Tom', 'Sandra', 'Yves', 'Martine', 'Pol', 'Nathalie'], last: ['Schmit', 'Muller', 'Weber', 'Wagner', 'Hoffmann', 'Thill', 'Kremer', 'Schroeder', 'Reuter', 'Klein'] },
  { nationality: 'DE', licenceState: 'DEU', phonePrefix: '+49 151', first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Hannah', 'Maximilian', 'Laura', 'Paul', 'Katharina', 'Jan', 'Sophie'], last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Wolf'] },
  { nationality: 'BE', licenceState: 'BEL', phonePrefix: '+32 470', first: ['Thibault', 'Elise', 'Pieter', 'Margaux', 'Wout', 'Fien', 'Arnaud', 'Louise', 'Jens', 'Charlotte'], last: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Dupont', 'Lambert'] },
  { nationality: 'NL', licenceState: 'NLD', phonePrefix: '+31 6', first: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Sem', 'Fleur', 'Ruben', 'Eva', 'Thijs', 'Noor'], last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder'] },
  { nationality: 'IT', licenceState: 'ITA', phonePrefix: '+39 347', first: ['Marco', 'Giulia', 'Alessandro', 'Chiara', 'Luca', 'Francesca', 'Matteo', 'Sara', 'Davide', 'Martina', 'Federico', 'Elena'], last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'] },
  { nationality: 'ES', licenceState: 'ESP', phonePrefix: '+34 612', first: ['Javier', 'Lucía', 'Alejandro', 'María', 'Pablo', 'Carmen', 'Álvaro', 'Paula', 'Sergio', 'Nuria'], last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Muñoz'] },
  { nationality: 'PT', licenceState: 'PRT', phonePrefix: '+351 912', first: ['João', 'Beatriz', 'Tiago', 'Inês', 'Rui', 'Mariana', 'Diogo', 'Catarina'], last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins'] },
  { nationality: 'PL', licenceState: 'POL', phonePrefix: '+48 601', first: ['Piotr', 'Agnieszka', 'Krzysztof', 'Katarzyna', 'Tomasz', 'Małgorzata', 'Paweł', 'Zofia'], last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński'] },
  { nationality: 'GB', licenceState: 'GBR', phonePrefix: '+44 7700', first: ['Oliver', 'Amelia', 'Harry', 'Isla', 'George', 'Emily', 'Jack', 'Sophie', 'William', 'Charlotte'], last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Evans', 'Davies', 'Thomas', 'Roberts'] },
  { nationality: 'IE', licenceState: 'IRL', phonePrefix: '+353 87', first: ['Seán', 'Aoife', 'Conor', 'Niamh', 'Cian', 'Siobhán', 'Darragh', 'Róisín'], last: ['Murphy', 'Kelly', "O'Sullivan", 'Walsh', 'Byrne', 'Ryan', "O'Brien", 'Doyle'] },
  { nationality: 'SE', licenceState: 'SWE', phonePrefix: '+46 70', first: ['Erik', 'Elsa', 'Oskar', 'Maja', 'Axel', 'Ebba', 'Henrik', 'Astrid'], last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Lindqvist', 'Berg'] },
  { nationality: 'AT', licenceState: 'AUT', phonePrefix: '+43 664', first: ['Florian', 'Theresa', 'Stefan', 'Magdalena', 'Andreas', 'Johanna'], last: ['Gruber', 'Huber', 'Bauer', 'Pichler', 'Steiner', 'Moser'] },
  { nationality: 'CH', licenceState: 'CHE', phonePrefix: '+41 79', first: ['Noah', 'Mia', 'Luca', 'Lena', 'Gian', 'Anouk'], last: ['Keller', 'Meier', 'Brunner', 'Baumann', 'Rochat', 'Favre'] },
  { nationality: 'CZ', licenceState: 'CZE', phonePrefix: '+420 602', first: ['Jakub', 'Tereza', 'Ondřej', 'Eliška', 'Vojtěch', 'Klára'], last: ['Novák', 'Svoboda', 'Dvořák', 'Černý', 'Procházka', 'Kučera'] },
  { nationality: 'DK', licenceState: 'DNK', phonePrefix: '+45 20', first: ['Mads', 'Freja', 'Rasmus', 'Ida', 'Mikkel', 'Sofie'], last: ['Nielsen', 'Jensen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen'] },
];

/** `Lefèvre`, `O'Brien`, `de Jong` -> `lefevre`, `obrien`, `dejong`: the local part of an email. */
export function emailPart(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}
