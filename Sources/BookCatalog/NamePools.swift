import Foundation

/// Given names and surnames for generated authors, by origin, so a name's parts go together
/// ("Siobhan Gallagher", "Inés Calderón Ruiz", "Kenji Takahashi").
///
/// ``CatalogGenerator`` drops the names that would answer for a curated author's surname.
enum NamePools {
  /// Names of one origin.
  struct Origin: Sendable {
    /// How often, relative to the others, an author is of this origin.
    var weight: Int
    var givenNames: [String]
    var surnames: [String]
    /// Whether a middle initial is usual ("Margaret A. Holloway").
    var middleInitials = false
    /// Whether two surnames are usual ("Inés Calderón Ruiz").
    var doubleSurnames = false

    /// An origin whose names are written as lists separated by commas (lines break anywhere).
    init(
      weight: Int, middleInitials: Bool = false, doubleSurnames: Bool = false,
      givenNames: String, surnames: String
    ) {
      self.weight = weight
      self.givenNames = Self.names(in: givenNames)
      self.surnames = Self.names(in: surnames)
      self.middleInitials = middleInitials
      self.doubleSurnames = doubleSurnames
    }

    /// The names in a list separated by commas, in order.
    private static func names(in list: String) -> [String] {
      list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
  }

  static let origins: [Origin] = [
    Origin(
      weight: 8, middleInitials: true,
      givenNames: """
        Margaret, Eleanor, Thomas, Samuel, Alice, Edward, Catherine, Robert, Elizabeth, Daniel,
        Sarah, Benjamin, Rachel, Matthew, Rebecca, Nathaniel, Caroline, Oliver, Harriet, Peter,
        Lucy, Andrew, Claire, Simon, Abigail, Jonathan, Hannah, Timothy, Martha, Gregory, Ruth,
        Vivian, Julian, Miriam, Evelyn, Laurence, Beatrice, Hugh, Rosalind, Philippa, Nicholas,
        Imogen, Christopher, Helen, Jeremy, Marian, Russell, Pauline, Stuart, Dorothy, Neil,
        Susannah, Graham, Judith, Warren, Cynthia, Dennis, Gwen
        """,
      surnames: """
        Holloway, Whitaker, Ashworth, Pemberton, Caldwell, Fairbanks, Hartley, Thornton, Ellsworth,
        Blackwood, Prescott, Lancaster, Merriweather, Hargrove, Sutton, Bradshaw, Kimball,
        Wainwright, Fletcher, Harrington, Chamberlain, Whitfield, Langley, Barlow, Ridley,
        Cartwright, Osborne, Pennington, Sterling, Winslow, Dalton, Ingram, Marsh, Pryor, Quincy,
        Sheffield, Tilden, Underwood, Vance, Whitmore, Yardley, Aldridge, Everett, Garrison,
        Holbrook, Kendrick, Lockwood, Norwood, Rowntree, Stanton, Ashby, Brewster, Crowley, Dunmore,
        Fenwick, Gresham, Hollis, Kingsford, Lowell, Mercer, Oakley, Parrish, Rutherford, Stockton,
        Trowbridge, Wexley, Abbott, Blackburn, Coleman, Draper, Hastings, Kirby, Lyle, Morland,
        Pickering
        """),
    Origin(
      weight: 3, middleInitials: true,
      givenNames: """
        Siobhan, Ciaran, Niamh, Declan, Aoife, Eamon, Róisín, Pádraig, Fiona, Callum, Moira,
        Alasdair, Ailsa, Fergus, Isla, Rory, Sorcha, Brendan, Orla, Seamus, Grainne, Ewan, Catriona,
        Finlay
        """,
      surnames: """
        O'Sullivan, McBride, Donnelly, Fitzpatrick, Gallagher, Kavanagh, MacLeod, Monaghan, Quinlan,
        Doherty, Brennan, Cullinane, Farrell, Geraghty, Keane, Lennox, MacAllister, Murchison,
        Tierney, Whelan, Carmichael, Drummond, Kilbride, Moncrieff, O'Rourke, Ní Bhriain, McCallum,
        Gilchrist
        """),
    Origin(
      weight: 3,
      givenNames: """
        Amélie, Étienne, Héloïse, Margaux, Théo, Camille, Lucien, Solène, Aurélien, Mathilde,
        Baptiste, Clémence, Gaspard, Julien, Léa, Mathis, Noémie, Raphaël, Séverine, Yves, Odile,
        Bertrand, Anaïs, Rémi
        """,
      surnames: """
        Delacroix, Moreau, Lefèvre, Marchand, Beaumont, Chevalier, Dubois, Fontaine, Garnier,
        Lambert, Mercier, Vasseur, Aubert, Bonnard, Carpentier, Duval, Faure, Girard, Lacombe,
        Leclerc, Marceau, Perrin, Renaud, Thibault, Valette, Desrosiers, Morel
        """),
    Origin(
      weight: 4, doubleSurnames: true,
      givenNames: """
        Inés, Mateo, Lucía, Santiago, Valentina, Joaquín, Camila, Tomás, Ximena, Rodrigo, Paloma,
        Alejandro, Carmen, Diego, Rocío, Emilio, Pilar, Gonzalo, Beatriz, Ignacio, Soledad, Esteban,
        Marisol, Julián, Renata
        """,
      surnames: """
        Calderón, Echeverría, Villanueva, Mendoza, Ibarra, Quiroga, Salazar, Aranda, Beltrán,
        Cortés, Domínguez, Espinoza, Galván, Herrera, Iglesias, Lozano, Medina, Navarro, Ortega,
        Paredes, Rojas, Serrano, Urrutia, Valdés, Zamora, Arellano, Bustamante, Ruiz, Vidal, Montoya
        """),
    Origin(
      weight: 2, doubleSurnames: true,
      givenNames: """
        João, Beatriz, Gonçalo, Leonor, Tiago, Mariana, Rui, Inês, Duarte, Teresa, Afonso, Carolina,
        Vasco, Helena, Caetano, Luana
        """,
      surnames: """
        Almeida, Carvalho, Ferreira, Gonçalves, Magalhães, Monteiro, Nogueira, Pereira, Rebelo,
        Sampaio, Tavares, Vasconcelos, Azevedo, Barros, Figueiredo, Lacerda, Pinheiro, Quintela
        """),
    Origin(
      weight: 2,
      givenNames: """
        Giulia, Matteo, Chiara, Lorenzo, Francesca, Alessandro, Beatrice, Tommaso, Elena, Federico,
        Valentina, Niccolò, Ilaria, Raffaele, Serena, Vittorio
        """,
      surnames: """
        Benedetti, Castellano, De Luca, Ferrante, Galli, Lombardi, Marchetti, Moretti, Orsini,
        Pellegrini, Rinaldi, Santoro, Testa, Vitale, Zanetti, Albertini, Barone, Colombo, Donati,
        Fabbri
        """),
    Origin(
      weight: 2,
      givenNames: """
        Lena, Jonas, Greta, Matthias, Klara, Annika, Lukas, Sophie, Konstantin, Johanna, Felix,
        Liesel, Maximilian, Ute, Jürgen, Wiebke
        """,
      surnames: """
        Brandt, Engel, Fischer, Hartmann, Keller, Lindemann, Neumann, Richter, Schäfer, Vogel,
        Wagner, Weiss, Zimmermann, Bauer, Krüger, Lorenz, Ostermann, Seidel, Winterfeld, Heller
        """),
    Origin(
      weight: 1,
      givenNames: """
        Femke, Joost, Anouk, Pieter, Maartje, Sander, Lotte, Willem, Sanne, Bram
        """,
      surnames: """
        de Vries, van Dijk, Bakker, Visser, Mulder, de Graaf, Jansen, Vos, Hendriks, Kuiper, Dekker,
        van Leeuwen
        """),
    Origin(
      weight: 2,
      givenNames: """
        Søren, Ingrid, Magnus, Sigrid, Lars, Freya, Henrik, Linnea, Anders, Solveig, Mikael, Eira,
        Nils, Aino, Halldóra, Bjørn
        """,
      surnames: """
        Lindqvist, Bergström, Halvorsen, Nyberg, Sandberg, Åkesson, Johansen, Lund, Eriksen, Holm,
        Virtanen, Korhonen, Nieminen, Aalto, Strand, Vik, Ekdahl, Berg
        """),
    Origin(
      weight: 2,
      givenNames: """
        Agnieszka, Tomasz, Zofia, Krzysztof, Małgorzata, Jakub, Katarzyna, Wojciech, Hana, Ondřej,
        Milena, Radek, Dorota, Marek, Vesna, Dragan
        """,
      surnames: """
        Kowalczyk, Wiśniewski, Zieliński, Nowakowski, Lewandowski, Dvořák, Novák, Procházka,
        Horváth, Kovačević, Petrović, Jankowski, Sadowski, Wróbel, Kamiński
        """),
    Origin(
      weight: 2,
      givenNames: """
        Anya, Dmitri, Natalia, Sergei, Oksana, Mikhail, Irina, Pavel, Tatiana, Yuri, Larisa, Andrei,
        Vera, Oleg, Galina, Bogdan
        """,
      surnames: """
        Volkov, Sokolov, Orlov, Petrenko, Kuznetsov, Morozov, Belyaev, Lebedev, Zaitsev, Romanenko,
        Karpov, Vinogradov, Shevchenko, Grigoriev, Kovalenko
        """),
    Origin(
      weight: 2,
      givenNames: """
        Eleni, Nikos, Yiannis, Sofia, Kostas, Elif, Emre, Zeynep, Murat, Ayşe, Kerem, Despina
        """,
      surnames: """
        Papadopoulos, Karagiannis, Alexiou, Vlachos, Demir, Yıldız, Aydın, Şahin, Kaya, Öztürk,
        Çelik, Mavridis
        """),
    Origin(
      weight: 2,
      givenNames: """
        Layla, Omar, Yasmin, Karim, Nadia, Tariq, Samira, Hassan, Dalia, Rami, Shirin, Dariush,
        Nasrin, Kian, Leila, Farid
        """,
      surnames: """
        Haddad, Khoury, Nasser, Saleh, Mansour, Rahimi, Tehrani, Karimi, Farahani, El-Amin, Aziz,
        Hamdan, Jaber, Qasim, Sadeghi
        """),
    Origin(
      weight: 3,
      givenNames: """
        Ananya, Rohan, Priya, Meera, Arjun, Kavya, Nikhil, Ishaan, Lakshmi, Devika, Sanjay, Farah,
        Imran, Aarav, Nandini, Tara
        """,
      surnames: """
        Iyer, Chatterjee, Banerjee, Kapoor, Mehta, Nair, Raman, Sengupta, Desai, Bhattacharya, Rao,
        Malhotra, Qureshi, Siddiqui, Reddy, Chowdhury, Menon
        """),
    Origin(
      weight: 2,
      givenNames: """
        Xiaoling, Jian, Yuqing, Hao, Lian, Zhen, Ming, Yan, Rong
        """,
      surnames: """
        Chen, Wang, Liu, Zhao, Huang, Zhou, Lin, Xu, Guo, Tang
        """),
    Origin(
      weight: 2,
      givenNames: """
        Haruka, Kenji, Aiko, Takeshi, Yumi, Hiroshi, Sakura, Daisuke, Emiko, Ren
        """,
      surnames: """
        Takahashi, Nakamura, Yamamoto, Kobayashi, Matsumoto, Inoue, Fujiwara, Hayashi, Okada,
        Shimizu, Ishikawa, Morita
        """),
    Origin(
      weight: 1,
      givenNames: """
        Ji-woo, Min-jun, Seo-yeon, Hyun-woo, Eun-ji, Jae-won
        """,
      surnames: """
        Kim, Choi, Jung, Kang, Yoon, Han, Lim, Seo
        """),
    Origin(
      weight: 1,
      givenNames: """
        Linh, Minh, Thảo, Tuấn, Lan, Huy, Phương
        """,
      surnames: """
        Nguyễn, Trần, Phạm, Hoàng, Vũ, Đặng
        """),
    Origin(
      weight: 2,
      givenNames: """
        Chiamaka, Emeka, Tunde, Adaeze, Obinna, Funmilayo, Chinedu, Yetunde, Kelechi, Ifeoma
        """,
      surnames: """
        Okafor, Adeyemi, Okonkwo, Balogun, Eze, Nwosu, Oyelaran, Afolabi, Obi, Chukwu
        """),
    Origin(
      weight: 2,
      givenNames: """
        Kwame, Ama, Kofi, Akosua, Wanjiru, Otieno, Njeri, Baraka, Amara, Thabo, Lindiwe, Sipho,
        Zanele, Selam
        """,
      surnames: """
        Mensah, Boateng, Asante, Owusu, Kamau, Mwangi, Odhiambo, Wambui, Ndlovu, Dlamini, Mokoena,
        Khumalo, Abebe, Tesfaye, Haile
        """),
  ]

  /// Given names for titles such as "Marguerite's Orchard" and "The Memory of Inés".
  static let titleNames = [
    "Marguerite", "Inés", "Tomasz", "Eleanor", "Josephine", "Anna", "Clara", "Rosa", "Emilia",
    "Theodora", "Isabel", "Ada", "Lucia", "Agnes", "Viola", "Esther", "Magdalena", "Nadia",
    "Celeste", "Harriet", "Amelia", "Ophelia", "Beatrix", "Cordelia", "Juliet", "Rosalind",
    "Marianne", "Ottilie", "Sabine", "Yara", "Ines", "Elif", "Noor", "Hana", "Mei", "Aiko",
    "Ama", "Zofia", "Irina", "Simon", "Tobias", "Gabriel", "Felix", "Ezra", "Jonah", "August",
    "Rafael", "Matthias", "Nikolai", "Arjun", "Kenji", "Kwame", "Luca", "Milo", "Elias",
    "Mr. Thorne", "Mrs. Abernathy", "Miss Penrose", "Dr. Vale", "Madame Roux", "Captain Grey",
  ]

  /// Surnames for streets: "The House on Pemberton Street".
  static let streetNames = [
    "Pemberton", "Mercer", "Willoughby", "Ashford", "Carrow", "Delancey", "Everly", "Fairfax",
    "Greaves", "Hollins", "Juniper", "Kestrel", "Linden", "Marlowe", "Nettle", "Orchard",
    "Primrose", "Quarry", "Rook", "Sparrow", "Thimble", "Vesper", "Wren", "Yew", "Bellwether",
    "Cobble", "Dunmore", "Elder", "Foxglove", "Gable",
  ]
}
