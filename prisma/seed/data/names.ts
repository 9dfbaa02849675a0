export const firstNames: Record<string, { male: string[]; female: string[] }> = {
  NL: {
    male: ['Jan', 'Peter', 'Kees', 'Henk', 'Willem', 'Johan', 'Hans', 'Gerard', 'Martin', 'Marco', 'Erik', 'Dennis', 'Mark', 'Jeroen', 'Bas', 'Tim', 'Thomas', 'Daan', 'Lars', 'Sander', 'Joost', 'Ruben', 'Niels', 'Bram', 'Jesse', 'Sven', 'Luuk', 'Stijn', 'Rob', 'Frank'],
    female: ['Anna', 'Maria', 'Ingrid', 'Annemiek', 'Marieke', 'Sandra', 'Linda', 'Monique', 'Wendy', 'Esther', 'Saskia', 'Ilse', 'Femke', 'Sanne', 'Lotte', 'Anouk', 'Eva', 'Lisa', 'Iris', 'Fleur', 'Emma', 'Julia', 'Sophie', 'Nienke', 'Marloes', 'Karin', 'Petra', 'Yvonne', 'Miranda', 'Inge'],
  },
  BE: {
    male: ['Luc', 'Marc', 'Patrick', 'Dirk', 'Koen', 'Bart', 'Tom', 'Pieter', 'Jan', 'Wim', 'Geert', 'Kristof', 'Stijn', 'Jens', 'Thomas', 'Arne', 'Wout', 'Robbe', 'Lucas', 'Louis', 'Arthur', 'Maxime', 'Nicolas', 'Julien', 'Olivier', 'Philippe', 'Benoît', 'Didier', 'Jef', 'Ward'],
    female: ['Marie', 'Ann', 'Els', 'Katrien', 'Sofie', 'Nathalie', 'Isabelle', 'Véronique', 'Hilde', 'Veerle', 'An', 'Kim', 'Lien', 'Lore', 'Laura', 'Julie', 'Charlotte', 'Emma', 'Louise', 'Elise', 'Hanne', 'Fien', 'Ine', 'Evi', 'Nele', 'Sarah', 'Caroline', 'Christine', 'Martine', 'Chloé'],
  },
  DE: {
    male: ['Thomas', 'Michael', 'Andreas', 'Stefan', 'Frank', 'Jürgen', 'Klaus', 'Peter', 'Wolfgang', 'Uwe', 'Markus', 'Christian', 'Daniel', 'Sebastian', 'Tobias', 'Florian', 'Jan', 'Lukas', 'Felix', 'Jonas', 'Maximilian', 'Leon', 'Tim', 'Niklas', 'Matthias', 'Sven', 'Dirk', 'Holger', 'Oliver', 'Philipp'],
    female: ['Sabine', 'Petra', 'Claudia', 'Susanne', 'Andrea', 'Monika', 'Birgit', 'Karin', 'Nicole', 'Stefanie', 'Julia', 'Katharina', 'Anna', 'Laura', 'Lena', 'Sarah', 'Lisa', 'Hannah', 'Lea', 'Sophie', 'Johanna', 'Franziska', 'Christina', 'Melanie', 'Anja', 'Tanja', 'Jana', 'Carina', 'Marie', 'Ursula'],
  },
  AT: {
    male: ['Johann', 'Franz', 'Josef', 'Karl', 'Gerhard', 'Herbert', 'Manfred', 'Helmut', 'Wolfgang', 'Christian', 'Thomas', 'Michael', 'Markus', 'Andreas', 'Stefan', 'Martin', 'Bernhard', 'Florian', 'Lukas', 'Philipp', 'David', 'Tobias', 'Fabian', 'Julian', 'Dominik', 'Matthias', 'Alexander', 'Patrick', 'Daniel', 'Simon'],
    female: ['Maria', 'Elisabeth', 'Anna', 'Theresa', 'Katharina', 'Christina', 'Barbara', 'Sabine', 'Andrea', 'Claudia', 'Brigitte', 'Renate', 'Monika', 'Ingrid', 'Susanne', 'Birgit', 'Martina', 'Sandra', 'Julia', 'Lisa', 'Sarah', 'Lena', 'Laura', 'Magdalena', 'Verena', 'Carina', 'Viktoria', 'Johanna', 'Hannah', 'Stefanie'],
  },
  CH: {
    male: ['Daniel', 'Peter', 'Thomas', 'Martin', 'Hans', 'Markus', 'Urs', 'Beat', 'Reto', 'Andreas', 'Christian', 'Stefan', 'Marco', 'Michael', 'Luca', 'Simon', 'David', 'Lukas', 'Fabian', 'Nicolas', 'Jonas', 'Noah', 'Samuel', 'Pascal', 'Patrick', 'Adrian', 'Roger', 'Bruno', 'Walter', 'Matthias'],
    female: ['Maria', 'Anna', 'Ursula', 'Ruth', 'Verena', 'Elisabeth', 'Barbara', 'Daniela', 'Sandra', 'Monika', 'Nicole', 'Claudia', 'Andrea', 'Karin', 'Regula', 'Franziska', 'Cornelia', 'Sarah', 'Laura', 'Julia', 'Lea', 'Céline', 'Nadine', 'Jasmin', 'Michelle', 'Sabrina', 'Vanessa', 'Chiara', 'Martina', 'Esther'],
  },
  DK: {
    male: ['Jens', 'Peter', 'Lars', 'Michael', 'Henrik', 'Søren', 'Thomas', 'Niels', 'Anders', 'Jesper', 'Morten', 'Rasmus', 'Martin', 'Christian', 'Mads', 'Jonas', 'Frederik', 'Mikkel', 'Mathias', 'Emil', 'Oliver', 'Lucas', 'Kasper', 'Jakob', 'Ole', 'Hans', 'Poul', 'Kim', 'Brian', 'Torben'],
    female: ['Anne', 'Kirsten', 'Mette', 'Hanne', 'Susanne', 'Lene', 'Marianne', 'Charlotte', 'Camilla', 'Louise', 'Maria', 'Pia', 'Tina', 'Helle', 'Bente', 'Karina', 'Sofie', 'Ida', 'Emma', 'Freja', 'Julie', 'Cecilie', 'Mathilde', 'Laura', 'Caroline', 'Sara', 'Line', 'Signe', 'Maja', 'Trine'],
  },
  NO: {
    male: ['Jan', 'Per', 'Bjørn', 'Ole', 'Lars', 'Kjell', 'Knut', 'Arne', 'Svein', 'Thomas', 'Hans', 'Geir', 'Morten', 'Erik', 'Terje', 'Espen', 'Martin', 'Andreas', 'Jonas', 'Kristian', 'Magnus', 'Henrik', 'Sander', 'Emil', 'Markus', 'Tobias', 'Mathias', 'Eirik', 'Håkon', 'Sindre'],
    female: ['Anne', 'Inger', 'Kari', 'Marit', 'Ingrid', 'Liv', 'Eva', 'Berit', 'Astrid', 'Bjørg', 'Hilde', 'Randi', 'Solveig', 'Nina', 'Silje', 'Ida', 'Ingvild', 'Marte', 'Kristine', 'Camilla', 'Hanne', 'Maria', 'Nora', 'Emma', 'Thea', 'Julie', 'Tonje', 'Kaja', 'Sunniva', 'Line'],
  },
  SE: {
    male: ['Lars', 'Anders', 'Johan', 'Per', 'Karl', 'Erik', 'Mikael', 'Peter', 'Magnus', 'Fredrik', 'Stefan', 'Mats', 'Daniel', 'Andreas', 'Jonas', 'Niklas', 'Marcus', 'Oscar', 'Viktor', 'Gustav', 'Filip', 'Axel', 'Emil', 'Simon', 'Alexander', 'Jesper', 'Björn', 'Henrik', 'Ulf', 'Göran'],
    female: ['Anna', 'Eva', 'Maria', 'Karin', 'Kristina', 'Lena', 'Sara', 'Emma', 'Kerstin', 'Ingrid', 'Elin', 'Linnéa', 'Johanna', 'Malin', 'Sofia', 'Ida', 'Hanna', 'Frida', 'Ebba', 'Moa', 'Matilda', 'Elsa', 'Julia', 'Lisa', 'Camilla', 'Jenny', 'Therese', 'Annika', 'Birgitta', 'Ulla'],
  },
  FI: {
    male: ['Juha', 'Timo', 'Matti', 'Kari', 'Mikko', 'Jari', 'Antti', 'Jukka', 'Mika', 'Markku', 'Pekka', 'Hannu', 'Heikki', 'Janne', 'Ville', 'Tuomas', 'Sami', 'Petri', 'Lauri', 'Joni', 'Teemu', 'Aleksi', 'Eetu', 'Joonas', 'Jesse', 'Niko', 'Olli', 'Eero', 'Juho', 'Tapio'],
    female: ['Anne', 'Tuula', 'Päivi', 'Riitta', 'Leena', 'Pirjo', 'Sari', 'Minna', 'Tiina', 'Satu', 'Marja', 'Anna', 'Johanna', 'Laura', 'Maria', 'Elina', 'Hanna', 'Katja', 'Heidi', 'Jenni', 'Emilia', 'Sanna', 'Noora', 'Aino', 'Ella', 'Veera', 'Iida', 'Emma', 'Aada', 'Sofia'],
  },
  PL: {
    male: ['Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Paweł', 'Marcin', 'Michał', 'Marek', 'Grzegorz', 'Jan', 'Łukasz', 'Adam', 'Zbigniew', 'Jerzy', 'Tadeusz', 'Mateusz', 'Dariusz', 'Mariusz', 'Wojciech', 'Ryszard', 'Kamil', 'Maciej', 'Robert', 'Rafał', 'Jakub', 'Szymon', 'Bartosz', 'Dawid', 'Kacper', 'Sebastian'],
    female: ['Anna', 'Katarzyna', 'Maria', 'Małgorzata', 'Agnieszka', 'Barbara', 'Ewa', 'Krystyna', 'Elżbieta', 'Magdalena', 'Joanna', 'Aleksandra', 'Monika', 'Zofia', 'Teresa', 'Danuta', 'Natalia', 'Karolina', 'Marta', 'Beata', 'Dorota', 'Justyna', 'Paulina', 'Weronika', 'Julia', 'Zuzanna', 'Martyna', 'Iwona', 'Agata', 'Patrycja'],
  },
  FR: {
    male: ['Jean', 'Pierre', 'Michel', 'Philippe', 'Alain', 'Nicolas', 'Christophe', 'Patrick', 'Laurent', 'Frédéric', 'Stéphane', 'Julien', 'Sébastien', 'David', 'Olivier', 'Thomas', 'Maxime', 'Antoine', 'Alexandre', 'Romain', 'Lucas', 'Hugo', 'Théo', 'Louis', 'Mathieu', 'Guillaume', 'Vincent', 'François', 'Jérôme', 'Bruno'],
    female: ['Marie', 'Nathalie', 'Isabelle', 'Sylvie', 'Catherine', 'Françoise', 'Valérie', 'Sandrine', 'Stéphanie', 'Christine', 'Céline', 'Julie', 'Aurélie', 'Émilie', 'Camille', 'Laura', 'Manon', 'Chloé', 'Léa', 'Sarah', 'Pauline', 'Marine', 'Anaïs', 'Claire', 'Sophie', 'Caroline', 'Virginie', 'Élodie', 'Inès', 'Mathilde'],
  },
  IT: {
    male: ['Giuseppe', 'Giovanni', 'Antonio', 'Mario', 'Luigi', 'Francesco', 'Angelo', 'Vincenzo', 'Pietro', 'Salvatore', 'Carlo', 'Franco', 'Domenico', 'Bruno', 'Paolo', 'Marco', 'Andrea', 'Luca', 'Alessandro', 'Matteo', 'Lorenzo', 'Davide', 'Simone', 'Federico', 'Riccardo', 'Stefano', 'Massimo', 'Roberto', 'Fabio', 'Gabriele'],
    female: ['Maria', 'Anna', 'Giuseppina', 'Rosa', 'Angela', 'Giovanna', 'Teresa', 'Lucia', 'Carmela', 'Francesca', 'Chiara', 'Sara', 'Giulia', 'Martina', 'Alessandra', 'Valentina', 'Federica', 'Elena', 'Silvia', 'Laura', 'Paola', 'Roberta', 'Simona', 'Elisa', 'Sofia', 'Aurora', 'Alice', 'Beatrice', 'Giorgia', 'Barbara'],
  },
  ES: {
    male: ['Antonio', 'José', 'Manuel', 'Francisco', 'David', 'Juan', 'Javier', 'Daniel', 'Carlos', 'Jesús', 'Alejandro', 'Miguel', 'Rafael', 'Pablo', 'Sergio', 'Fernando', 'Jorge', 'Luis', 'Alberto', 'Álvaro', 'Adrián', 'Diego', 'Raúl', 'Iván', 'Rubén', 'Enrique', 'Óscar', 'Andrés', 'Hugo', 'Mario'],
    female: ['María', 'Carmen', 'Ana', 'Isabel', 'Laura', 'Cristina', 'Marta', 'Lucía', 'Pilar', 'Dolores', 'Josefa', 'Elena', 'Sara', 'Paula', 'Raquel', 'Rosa', 'Beatriz', 'Patricia', 'Silvia', 'Nuria', 'Irene', 'Alba', 'Andrea', 'Claudia', 'Julia', 'Sofía', 'Marina', 'Rocío', 'Teresa', 'Mercedes'],
  },
  GB: {
    male: ['James', 'John', 'David', 'Michael', 'Paul', 'Andrew', 'Mark', 'Richard', 'Robert', 'Peter', 'Stephen', 'Ian', 'Gary', 'Daniel', 'Thomas', 'Matthew', 'Christopher', 'Oliver', 'Jack', 'Harry', 'George', 'Samuel', 'Benjamin', 'William', 'Joshua', 'Luke', 'Adam', 'Ryan', 'Callum', 'Lewis'],
    female: ['Sarah', 'Emma', 'Claire', 'Louise', 'Rachel', 'Helen', 'Susan', 'Karen', 'Julie', 'Nicola', 'Lisa', 'Joanne', 'Emily', 'Charlotte', 'Sophie', 'Olivia', 'Amelia', 'Jessica', 'Lucy', 'Hannah', 'Chloe', 'Laura', 'Katie', 'Rebecca', 'Amy', 'Gemma', 'Victoria', 'Elizabeth', 'Margaret', 'Alison'],
  },
  US: {
    male: ['Michael', 'James', 'John', 'Robert', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Christopher', 'Charles', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Steven', 'Andrew', 'Joshua', 'Kevin', 'Brian', 'Jason', 'Ryan', 'Justin', 'Brandon', 'Tyler', 'Jacob', 'Ethan', 'Noah', 'Austin', 'Kyle'],
    female: ['Mary', 'Jennifer', 'Linda', 'Patricia', 'Elizabeth', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Nancy', 'Lisa', 'Michelle', 'Ashley', 'Amanda', 'Stephanie', 'Melissa', 'Nicole', 'Emily', 'Rebecca', 'Laura', 'Megan', 'Rachel', 'Lauren', 'Brittany', 'Samantha', 'Hannah', 'Madison', 'Olivia', 'Kimberly', 'Heather'],
  },
  IE: {
    male: ['Seán', 'Patrick', 'John', 'Michael', 'Declan', 'Ciarán', 'Conor', 'Cian', 'Darragh', 'Eoin', 'Niall', 'Liam', 'Brian', 'Kevin', 'Colm', 'Donal', 'Fergal', 'Pádraig', 'Aidan', 'Rory', 'Shane', 'Brendan', 'Gerard', 'Tadhg', 'Oisín', 'Diarmuid', 'Killian', 'Ronan', 'Dermot', 'Éamon'],
    female: ['Mary', 'Siobhán', 'Aoife', 'Niamh', 'Ciara', 'Sinéad', 'Orla', 'Róisín', 'Gráinne', 'Clodagh', 'Áine', 'Caoimhe', 'Saoirse', 'Aisling', 'Emma', 'Sarah', 'Laura', 'Rachel', 'Deirdre', 'Bríd', 'Catherine', 'Margaret', 'Eileen', 'Maeve', 'Fiona', 'Nuala', 'Sorcha', 'Eimear', 'Louise', 'Claire'],
  },
  LU: {
    male: ['Jean', 'Marc', 'Paul', 'Claude', 'Pierre', 'Michel', 'Luc', 'Patrick', 'Tom', 'Jeff', 'Pit', 'Gilles', 'Yves', 'Laurent', 'Carlo', 'Romain', 'Georges', 'Nicolas', 'Christophe', 'David', 'Ben', 'Max', 'Luca', 'Noah', 'Gabriel', 'Sven', 'Steve', 'Serge', 'Fernand', 'Mike'],
    female: ['Marie', 'Anne', 'Claudine', 'Martine', 'Nathalie', 'Sandra', 'Carole', 'Monique', 'Josée', 'Christiane', 'Nadine', 'Sophie', 'Laura', 'Sarah', 'Lisa', 'Julie', 'Mia', 'Emma', 'Léa', 'Chloé', 'Lara', 'Joëlle', 'Tessy', 'Sylvie', 'Françoise', 'Danielle', 'Manon', 'Ana', 'Lynn', 'Caroline'],
  },
  CA: {
    male: ['Michael', 'David', 'John', 'Robert', 'James', 'Daniel', 'Christopher', 'Matthew', 'Ryan', 'Kevin', 'Jason', 'Mark', 'Brian', 'Andrew', 'Justin', 'Tyler', 'Jacob', 'Ethan', 'Liam', 'Noah', 'Logan', 'Dylan', 'Marc-André', 'Mathieu', 'Alexandre', 'Gabriel', 'Patrick', 'Steve', 'Wayne', 'Darren'],
    female: ['Jennifer', 'Sarah', 'Jessica', 'Emily', 'Ashley', 'Amanda', 'Stephanie', 'Melissa', 'Michelle', 'Lisa', 'Karen', 'Susan', 'Nicole', 'Emma', 'Olivia', 'Chloe', 'Megan', 'Hannah', 'Madison', 'Brittany', 'Kayla', 'Samantha', 'Lauren', 'Julie', 'Isabelle', 'Marie-Ève', 'Geneviève', 'Catherine', 'Heather', 'Tracy'],
  },
  AU: {
    male: ['David', 'John', 'Peter', 'Michael', 'Paul', 'Mark', 'Andrew', 'Robert', 'Stephen', 'Matthew', 'Daniel', 'Christopher', 'Scott', 'Brett', 'Craig', 'Shane', 'Darren', 'Jason', 'Luke', 'Ben', 'Nathan', 'Josh', 'Jack', 'Oliver', 'William', 'Thomas', 'Lachlan', 'Cooper', 'Mitchell', 'Liam'],
    female: ['Sarah', 'Jessica', 'Emma', 'Rebecca', 'Michelle', 'Lisa', 'Kylie', 'Melissa', 'Nicole', 'Karen', 'Susan', 'Margaret', 'Jennifer', 'Kate', 'Amy', 'Chloe', 'Olivia', 'Charlotte', 'Mia', 'Isla', 'Ruby', 'Grace', 'Sophie', 'Hannah', 'Emily', 'Tegan', 'Jade', 'Bree', 'Leanne', 'Tracey'],
  },
};
