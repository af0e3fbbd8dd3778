/// The real books of the catalog: the Book Library app's 15, and several hundred classics.
///
/// Real titles, authors (as usually credited in English) and years of first publication (as
/// usually cited: the first edition's year, or a translated work's original one). They come
/// first in the catalog file and rank before generated books of the same title length.
public enum CuratedBooks {
  /// The Book Library sample app's 15 books, in its order.
  public static let library: [CatalogBook] = [
    book("Dune", "Frank Herbert", 1965),
    book("Frankenstein", "Mary Shelley", 1818),
    book("The Left Hand of Darkness", "Ursula K. Le Guin", 1969),
    book("One Hundred Years of Solitude", "Gabriel García Márquez", 1967),
    book("Sense and Sensibility", "Jane Austen", 1811),
    book("Moby-Dick", "Herman Melville", 1851),
    book("Jane Eyre", "Charlotte Brontë", 1847),
    book("To Kill a Mockingbird", "Harper Lee", 1960),
    book("The Oregon Trail", "Francis Parkman", 1849),
    book("Pride and Prejudice", "Jane Austen", 1813),
    book("The Great Gatsby", "F. Scott Fitzgerald", 1925),
    book("Heart of Darkness", "Joseph Conrad", 1899),
    book("Wuthering Heights", "Emily Brontë", 1847),
    book("Little Women", "Louisa May Alcott", 1868),
    book("The Secret Garden", "Frances Hodgson Burnett", 1911),
  ]

  /// Real classics, by author: none of the library's 15 and, so that "Conrad" narrows
  /// "Darkness" to "Heart of Darkness", no other title with "Darkness".
  public static let classics: [CatalogBook] = Array(
    [
      british, earlierEnglish, childrens, american, speculative, commonwealth, french, german,
      russianAndEastEuropean, european, latinAmerican, african, asianAndMiddleEastern,
    ].joined().joined())

  // The classics by region, an author's books a row: one array literal each, as one literal of
  // them all (`[by(…), by(…), …].flatMap { $0 }`) took the type checker over a second, the
  // slowest expression in SiriSim's first build (docs/testing.md, measured).

  /// British and Irish.
  private static let british: [[CatalogBook]] = [
    by(
      "Jane Austen", ("Mansfield Park", 1814), ("Emma", 1815), ("Northanger Abbey", 1817),
      ("Persuasion", 1817)),
    by("Charlotte Brontë", ("Shirley", 1849), ("Villette", 1853), ("The Professor", 1857)),
    by("Anne Brontë", ("Agnes Grey", 1847), ("The Tenant of Wildfell Hall", 1848)),
    by("Mary Shelley", ("The Last Man", 1826)),
    by(
      "Charles Dickens", ("The Pickwick Papers", 1837), ("Oliver Twist", 1838),
      ("Nicholas Nickleby", 1839), ("The Old Curiosity Shop", 1841), ("Barnaby Rudge", 1841),
      ("A Christmas Carol", 1843), ("Martin Chuzzlewit", 1844), ("Dombey and Son", 1848),
      ("David Copperfield", 1850), ("Bleak House", 1853), ("Hard Times", 1854),
      ("Little Dorrit", 1857), ("A Tale of Two Cities", 1859), ("Great Expectations", 1861),
      ("Our Mutual Friend", 1865), ("The Mystery of Edwin Drood", 1870)),
    by("William Makepeace Thackeray", ("Vanity Fair", 1848)),
    by(
      "George Eliot", ("Adam Bede", 1859), ("The Mill on the Floss", 1860),
      ("Silas Marner", 1861), ("Romola", 1863), ("Middlemarch", 1871),
      ("Daniel Deronda", 1876)),
    by(
      "Thomas Hardy", ("Under the Greenwood Tree", 1872), ("Far from the Madding Crowd", 1874),
      ("The Return of the Native", 1878), ("The Mayor of Casterbridge", 1886),
      ("The Woodlanders", 1887), ("Tess of the d'Urbervilles", 1891),
      ("Jude the Obscure", 1895)),
    by(
      "Elizabeth Gaskell", ("Mary Barton", 1848), ("Cranford", 1853),
      ("North and South", 1855), ("Wives and Daughters", 1866)),
    by(
      "Anthony Trollope", ("The Warden", 1855), ("Barchester Towers", 1857),
      ("The Way We Live Now", 1875)),
    by("Wilkie Collins", ("The Woman in White", 1860), ("The Moonstone", 1868)),
    by(
      "Lewis Carroll", ("Alice's Adventures in Wonderland", 1865),
      ("Through the Looking-Glass", 1871)),
    by(
      "Robert Louis Stevenson", ("Treasure Island", 1883),
      ("Strange Case of Dr Jekyll and Mr Hyde", 1886), ("Kidnapped", 1886),
      ("The Master of Ballantrae", 1889)),
    by("Oscar Wilde", ("The Picture of Dorian Gray", 1890)),
    by("Bram Stoker", ("Dracula", 1897)),
    by(
      "Arthur Conan Doyle", ("A Study in Scarlet", 1887), ("The Sign of the Four", 1890),
      ("The Adventures of Sherlock Holmes", 1892), ("The Hound of the Baskervilles", 1902),
      ("The Lost World", 1912)),
    by(
      "H. G. Wells", ("The Time Machine", 1895), ("The Island of Doctor Moreau", 1896),
      ("The Invisible Man", 1897), ("The War of the Worlds", 1898),
      ("The First Men in the Moon", 1901)),
    by(
      "Joseph Conrad", ("Lord Jim", 1900), ("Typhoon", 1902), ("Nostromo", 1904),
      ("The Secret Agent", 1907), ("Under Western Eyes", 1911), ("Victory", 1915)),
    by(
      "Rudyard Kipling", ("The Jungle Book", 1894), ("Captains Courageous", 1897),
      ("Kim", 1901), ("Just So Stories", 1902)),
    by("H. Rider Haggard", ("King Solomon's Mines", 1885)),
    by("Anthony Hope", ("The Prisoner of Zenda", 1894)),
    by("Baroness Orczy", ("The Scarlet Pimpernel", 1905)),
    by("John Buchan", ("The Thirty-Nine Steps", 1915)),
    by("Jerome K. Jerome", ("Three Men in a Boat", 1889)),
    by("Samuel Butler", ("Erewhon", 1872), ("The Way of All Flesh", 1903)),
    by("George Gissing", ("New Grub Street", 1891)),
    by("Arnold Bennett", ("The Old Wives' Tale", 1908)),
    by("John Galsworthy", ("The Man of Property", 1906)),
    by(
      "W. Somerset Maugham", ("Of Human Bondage", 1915), ("The Moon and Sixpence", 1919),
      ("The Razor's Edge", 1944)),
    by("Ford Madox Ford", ("The Good Soldier", 1915)),
    by(
      "E. M. Forster", ("A Room with a View", 1908), ("Howards End", 1910),
      ("A Passage to India", 1924), ("Maurice", 1971)),
    by(
      "D. H. Lawrence", ("Sons and Lovers", 1913), ("The Rainbow", 1915),
      ("Women in Love", 1920), ("Lady Chatterley's Lover", 1928)),
    by(
      "James Joyce", ("Dubliners", 1914), ("A Portrait of the Artist as a Young Man", 1916),
      ("Ulysses", 1922), ("Finnegans Wake", 1939)),
    by(
      "Virginia Woolf", ("Mrs Dalloway", 1925), ("To the Lighthouse", 1927),
      ("Orlando", 1928), ("A Room of One's Own", 1929), ("The Waves", 1931)),
    by("Aldous Huxley", ("Crome Yellow", 1921), ("Brave New World", 1932), ("Island", 1962)),
    by(
      "George Orwell", ("Down and Out in Paris and London", 1933), ("Burmese Days", 1934),
      ("Homage to Catalonia", 1938), ("Animal Farm", 1945), ("Nineteen Eighty-Four", 1949)),
    by(
      "Evelyn Waugh", ("Decline and Fall", 1928), ("A Handful of Dust", 1934),
      ("Scoop", 1938), ("Brideshead Revisited", 1945)),
    by(
      "Graham Greene", ("Brighton Rock", 1938), ("The Power and the Glory", 1940),
      ("The Heart of the Matter", 1948), ("The End of the Affair", 1951),
      ("The Quiet American", 1955)),
    by(
      "Agatha Christie", ("The Mysterious Affair at Styles", 1920),
      ("The Murder of Roger Ackroyd", 1926), ("Murder on the Orient Express", 1934),
      ("Death on the Nile", 1937), ("And Then There Were None", 1939)),
    by("Dorothy L. Sayers", ("Whose Body?", 1923), ("Gaudy Night", 1935)),
    by("P. G. Wodehouse", ("Right Ho, Jeeves", 1934), ("The Code of the Woosters", 1938)),
    by(
      "Daphne du Maurier", ("Jamaica Inn", 1936), ("Rebecca", 1938),
      ("My Cousin Rachel", 1951)),
    by("Stella Gibbons", ("Cold Comfort Farm", 1932)),
    by("Nancy Mitford", ("The Pursuit of Love", 1945)),
    by("Dodie Smith", ("I Capture the Castle", 1948)),
    by("James Hilton", ("Lost Horizon", 1933), ("Goodbye, Mr. Chips", 1934)),
    by("Richard Llewellyn", ("How Green Was My Valley", 1939)),
    by("Radclyffe Hall", ("The Well of Loneliness", 1928)),
    by("Elizabeth von Arnim", ("The Enchanted April", 1922)),
    by("Robert Graves", ("Good-Bye to All That", 1929), ("I, Claudius", 1934)),
    by("Nevil Shute", ("A Town Like Alice", 1950), ("On the Beach", 1957)),
    by("C. S. Forester", ("The African Queen", 1935)),
    by("Erskine Childers", ("The Riddle of the Sands", 1903)),
    by("William Golding", ("Lord of the Flies", 1954)),
    by("Anthony Burgess", ("A Clockwork Orange", 1962)),
    by("Muriel Spark", ("The Prime of Miss Jean Brodie", 1961)),
    by("Doris Lessing", ("The Grass Is Singing", 1950), ("The Golden Notebook", 1962)),
    by("Iris Murdoch", ("Under the Net", 1954), ("The Sea, the Sea", 1978)),
    by(
      "John Fowles", ("The Collector", 1963), ("The Magus", 1965),
      ("The French Lieutenant's Woman", 1969)),
    by("Jean Rhys", ("Wide Sargasso Sea", 1966)),
    by("Kingsley Amis", ("Lucky Jim", 1954)),
    by("Alan Sillitoe", ("Saturday Night and Sunday Morning", 1958)),
    by("John Wyndham", ("The Day of the Triffids", 1951), ("The Midwich Cuckoos", 1957)),
    by("Olaf Stapledon", ("Star Maker", 1937)),
    by("Angela Carter", ("The Bloody Chamber", 1979)),
    by("Ian McEwan", ("Atonement", 2001)),
    by("Kazuo Ishiguro", ("The Remains of the Day", 1989), ("Never Let Me Go", 2005)),
    by("Hilary Mantel", ("Wolf Hall", 2009)),
    by("Zadie Smith", ("White Teeth", 2000)),
    by("Douglas Adams", ("The Hitchhiker's Guide to the Galaxy", 1979)),
    by("Richard Adams", ("Watership Down", 1972)),
    by("Mervyn Peake", ("Titus Groan", 1946)),
  ]

  /// Earlier English.
  private static let earlierEnglish: [[CatalogBook]] = [
    by(
      "William Shakespeare", ("Romeo and Juliet", 1597), ("Hamlet", 1603),
      ("King Lear", 1608), ("Macbeth", 1623), ("The Tempest", 1623)),
    by("Christopher Marlowe", ("Doctor Faustus", 1604)),
    by("Thomas More", ("Utopia", 1516)),
    by("John Milton", ("Paradise Lost", 1667)),
    by("John Bunyan", ("The Pilgrim's Progress", 1678)),
    by("Thomas Hobbes", ("Leviathan", 1651)),
    by("Daniel Defoe", ("Robinson Crusoe", 1719), ("Moll Flanders", 1722)),
    by("Jonathan Swift", ("Gulliver's Travels", 1726)),
    by("Samuel Richardson", ("Pamela", 1740), ("Clarissa", 1748)),
    by("Henry Fielding", ("Joseph Andrews", 1742), ("Tom Jones", 1749)),
    by("Laurence Sterne", ("Tristram Shandy", 1759)),
    by("Horace Walpole", ("The Castle of Otranto", 1764)),
    by("Oliver Goldsmith", ("The Vicar of Wakefield", 1766)),
    by("Adam Smith", ("The Wealth of Nations", 1776)),
    by("Edward Gibbon", ("The History of the Decline and Fall of the Roman Empire", 1776)),
    by("Fanny Burney", ("Evelina", 1778)),
    by("Mary Wollstonecraft", ("A Vindication of the Rights of Woman", 1792)),
    by("Ann Radcliffe", ("The Mysteries of Udolpho", 1794)),
    by("Matthew Lewis", ("The Monk", 1796)),
    by("Walter Scott", ("Waverley", 1814), ("Rob Roy", 1817), ("Ivanhoe", 1819)),
    by("Lord Byron", ("Don Juan", 1819)),
    by("Sheridan Le Fanu", ("Carmilla", 1872)),
    by("Charles Darwin", ("On the Origin of Species", 1859)),
    by("John Stuart Mill", ("On Liberty", 1859)),
  ]

  /// Children's classics.
  private static let childrens: [[CatalogBook]] = [
    by("Anna Sewell", ("Black Beauty", 1877)),
    by("Frances Hodgson Burnett", ("Little Lord Fauntleroy", 1886), ("A Little Princess", 1905)),
    by("Louisa May Alcott", ("Good Wives", 1869), ("Little Men", 1871), ("Jo's Boys", 1886)),
    by("Beatrix Potter", ("The Tale of Peter Rabbit", 1902)),
    by("E. Nesbit", ("Five Children and It", 1902), ("The Railway Children", 1906)),
    by("Kenneth Grahame", ("The Wind in the Willows", 1908)),
    by("J. M. Barrie", ("Peter and Wendy", 1911)),
    by("L. M. Montgomery", ("Anne of Green Gables", 1908)),
    by("Hugh Lofting", ("The Story of Doctor Dolittle", 1920)),
    by("A. A. Milne", ("Winnie-the-Pooh", 1926)),
    by("Arthur Ransome", ("Swallows and Amazons", 1930)),
    by("P. L. Travers", ("Mary Poppins", 1934)),
    by(
      "J. R. R. Tolkien", ("The Hobbit", 1937), ("The Fellowship of the Ring", 1954),
      ("The Two Towers", 1954), ("The Return of the King", 1955)),
    by("T. H. White", ("The Sword in the Stone", 1938), ("The Once and Future King", 1958)),
    by("C. S. Lewis", ("The Lion, the Witch and the Wardrobe", 1950)),
    by("Mary Norton", ("The Borrowers", 1952)),
    by("E. B. White", ("Stuart Little", 1945), ("Charlotte's Web", 1952)),
    by(
      "Roald Dahl", ("Charlie and the Chocolate Factory", 1964), ("The BFG", 1982),
      ("Matilda", 1988)),
    by("Johanna Spyri", ("Heidi", 1881)),
    by("Carlo Collodi", ("The Adventures of Pinocchio", 1883)),
    by("Felix Salten", ("Bambi, a Life in the Woods", 1923)),
    by("Erich Kästner", ("Emil and the Detectives", 1929)),
    by("Astrid Lindgren", ("Pippi Longstocking", 1945)),
    by("Tove Jansson", ("Finn Family Moomintroll", 1948)),
    by("Michael Ende", ("The Neverending Story", 1979)),
    by(
      "Laura Ingalls Wilder", ("Little House in the Big Woods", 1932),
      ("Little House on the Prairie", 1935)),
    by("Norton Juster", ("The Phantom Tollbooth", 1961)),
    by("Madeleine L'Engle", ("A Wrinkle in Time", 1962)),
    by("Maurice Sendak", ("Where the Wild Things Are", 1963)),
    by("Scott O'Dell", ("Island of the Blue Dolphins", 1960)),
  ]

  /// American.
  private static let american: [[CatalogBook]] = [
    by("Washington Irving", ("The Legend of Sleepy Hollow", 1820)),
    by(
      "James Fenimore Cooper", ("The Pioneers", 1823), ("The Last of the Mohicans", 1826),
      ("The Deerslayer", 1841)),
    by(
      "Edgar Allan Poe", ("The Narrative of Arthur Gordon Pym of Nantucket", 1838),
      ("The Fall of the House of Usher", 1839)),
    by("Frederick Douglass", ("Narrative of the Life of Frederick Douglass", 1845)),
    by(
      "Herman Melville", ("Typee", 1846), ("Omoo", 1847), ("Pierre", 1852),
      ("The Confidence-Man", 1857), ("Billy Budd", 1924)),
    by(
      "Nathaniel Hawthorne", ("The Scarlet Letter", 1850),
      ("The House of the Seven Gables", 1851), ("The Blithedale Romance", 1852)),
    by("Harriet Beecher Stowe", ("Uncle Tom's Cabin", 1852)),
    by("Henry David Thoreau", ("Walden", 1854)),
    by("Walt Whitman", ("Leaves of Grass", 1855)),
    by("Harriet Jacobs", ("Incidents in the Life of a Slave Girl", 1861)),
    by(
      "Mark Twain", ("The Adventures of Tom Sawyer", 1876), ("The Prince and the Pauper", 1881),
      ("Life on the Mississippi", 1883), ("Adventures of Huckleberry Finn", 1884),
      ("A Connecticut Yankee in King Arthur's Court", 1889)),
    by("Lew Wallace", ("Ben-Hur", 1880)),
    by(
      "Henry James", ("Daisy Miller", 1878), ("Washington Square", 1880),
      ("The Portrait of a Lady", 1881), ("The Turn of the Screw", 1898),
      ("The Wings of the Dove", 1902), ("The Ambassadors", 1903)),
    by("Edward Bellamy", ("Looking Backward", 1888)),
    by("Charlotte Perkins Gilman", ("The Yellow Wallpaper", 1892), ("Herland", 1915)),
    by("Stephen Crane", ("The Red Badge of Courage", 1895)),
    by("Sarah Orne Jewett", ("The Country of the Pointed Firs", 1896)),
    by("Kate Chopin", ("The Awakening", 1899)),
    by("Frank Norris", ("McTeague", 1899)),
    by("Theodore Dreiser", ("Sister Carrie", 1900), ("An American Tragedy", 1925)),
    by("L. Frank Baum", ("The Wonderful Wizard of Oz", 1900)),
    by("Booker T. Washington", ("Up from Slavery", 1901)),
    by("W. E. B. Du Bois", ("The Souls of Black Folk", 1903)),
    by("Owen Wister", ("The Virginian", 1902)),
    by(
      "Jack London", ("The Call of the Wild", 1903), ("The Sea-Wolf", 1904),
      ("White Fang", 1906), ("Martin Eden", 1909)),
    by(
      "Edith Wharton", ("The House of Mirth", 1905), ("Ethan Frome", 1911),
      ("The Age of Innocence", 1920)),
    by("Upton Sinclair", ("The Jungle", 1906)),
    by("Edgar Rice Burroughs", ("Tarzan of the Apes", 1912)),
    by("Zane Grey", ("Riders of the Purple Sage", 1912)),
    by(
      "Willa Cather", ("O Pioneers!", 1913), ("My Ántonia", 1918),
      ("Death Comes for the Archbishop", 1927)),
    by("Booth Tarkington", ("The Magnificent Ambersons", 1918)),
    by("Sherwood Anderson", ("Winesburg, Ohio", 1919)),
    by("Sinclair Lewis", ("Main Street", 1920), ("Babbitt", 1922), ("Arrowsmith", 1925)),
    by(
      "F. Scott Fitzgerald", ("This Side of Paradise", 1920),
      ("The Beautiful and Damned", 1922), ("Tender Is the Night", 1934)),
    by("Jean Toomer", ("Cane", 1923)),
    by("John Dos Passos", ("Manhattan Transfer", 1925)),
    by(
      "Ernest Hemingway", ("The Sun Also Rises", 1926), ("A Farewell to Arms", 1929),
      ("For Whom the Bell Tolls", 1940), ("The Old Man and the Sea", 1952)),
    by("Thornton Wilder", ("The Bridge of San Luis Rey", 1927), ("Our Town", 1938)),
    by("Nella Larsen", ("Quicksand", 1928), ("Passing", 1929)),
    by(
      "William Faulkner", ("The Sound and the Fury", 1929), ("As I Lay Dying", 1930),
      ("Light in August", 1932), ("Absalom, Absalom!", 1936)),
    by("Dashiell Hammett", ("The Maltese Falcon", 1930)),
    by("Langston Hughes", ("Not Without Laughter", 1930)),
    by("Pearl S. Buck", ("The Good Earth", 1931)),
    by("Gertrude Stein", ("The Autobiography of Alice B. Toklas", 1933)),
    by("James M. Cain", ("The Postman Always Rings Twice", 1934), ("Mildred Pierce", 1941)),
    by("Margaret Mitchell", ("Gone with the Wind", 1936)),
    by("H. P. Lovecraft", ("At the Mountains of Madness", 1936)),
    by(
      "John Steinbeck", ("Tortilla Flat", 1935), ("Of Mice and Men", 1937),
      ("The Grapes of Wrath", 1939), ("Cannery Row", 1945), ("East of Eden", 1952)),
    by("Zora Neale Hurston", ("Their Eyes Were Watching God", 1937)),
    by("Raymond Chandler", ("The Big Sleep", 1939), ("The Long Goodbye", 1953)),
    by("Richard Wright", ("Native Son", 1940), ("Black Boy", 1945)),
    by("Carson McCullers", ("The Heart Is a Lonely Hunter", 1940)),
    by("Betty Smith", ("A Tree Grows in Brooklyn", 1943)),
    by("Ann Petry", ("The Street", 1946)),
    by("Robert Penn Warren", ("All the King's Men", 1946)),
    by("Tennessee Williams", ("A Streetcar Named Desire", 1947)),
    by("Norman Mailer", ("The Naked and the Dead", 1948)),
    by("Arthur Miller", ("Death of a Salesman", 1949), ("The Crucible", 1953)),
    by("J. D. Salinger", ("The Catcher in the Rye", 1951), ("Franny and Zooey", 1961)),
    by("Herman Wouk", ("The Caine Mutiny", 1951)),
    by("James Jones", ("From Here to Eternity", 1951)),
    by("Ralph Ellison", ("Invisible Man", 1952)),
    by("Flannery O'Connor", ("Wise Blood", 1952)),
    by("Jim Thompson", ("The Killer Inside Me", 1952)),
    by("James Baldwin", ("Go Tell It on the Mountain", 1953), ("Giovanni's Room", 1956)),
    by(
      "Saul Bellow", ("The Adventures of Augie March", 1953), ("Herzog", 1964),
      ("Humboldt's Gift", 1975)),
    by("Patricia Highsmith", ("Strangers on a Train", 1950), ("The Talented Mr. Ripley", 1955)),
    by("Eugene O'Neill", ("Long Day's Journey into Night", 1956)),
    by("Jack Kerouac", ("On the Road", 1957)),
    by("Truman Capote", ("Breakfast at Tiffany's", 1958), ("In Cold Blood", 1966)),
    by("Lorraine Hansberry", ("A Raisin in the Sun", 1959)),
    by(
      "Shirley Jackson", ("The Haunting of Hill House", 1959),
      ("We Have Always Lived in the Castle", 1962)),
    by("Harper Lee", ("Go Set a Watchman", 2015)),
    by("John Updike", ("Rabbit, Run", 1960)),
    by("Joseph Heller", ("Catch-22", 1961)),
    by("Walker Percy", ("The Moviegoer", 1961)),
    by("Ken Kesey", ("One Flew Over the Cuckoo's Nest", 1962)),
    by("Sylvia Plath", ("The Bell Jar", 1963)),
    by("Kurt Vonnegut", ("Cat's Cradle", 1963), ("Slaughterhouse-Five", 1969)),
    by("Thomas Pynchon", ("The Crying of Lot 49", 1966), ("Gravity's Rainbow", 1973)),
    by("N. Scott Momaday", ("House Made of Dawn", 1968)),
    by("Maya Angelou", ("I Know Why the Caged Bird Sings", 1969)),
    by("Philip Roth", ("Portnoy's Complaint", 1969), ("American Pastoral", 1997)),
    by("Wallace Stegner", ("Angle of Repose", 1971), ("Crossing to Safety", 1987)),
    by(
      "Toni Morrison", ("The Bluest Eye", 1970), ("Sula", 1973), ("Song of Solomon", 1977),
      ("Beloved", 1987)),
    by("Alex Haley", ("Roots", 1976)),
    by("Leslie Marmon Silko", ("Ceremony", 1977)),
    by("John Kennedy Toole", ("A Confederacy of Dunces", 1980)),
    by("Marilynne Robinson", ("Housekeeping", 1980), ("Gilead", 2004)),
    by("Alice Walker", ("The Color Purple", 1982)),
    by("Walter Tevis", ("The Queen's Gambit", 1983)),
    by("Louise Erdrich", ("Love Medicine", 1984)),
    by("Cormac McCarthy", ("Blood Meridian", 1985), ("The Road", 2006)),
    by("Larry McMurtry", ("Lonesome Dove", 1985)),
    by("Don DeLillo", ("White Noise", 1985)),
    by(
      "Stephen King", ("Carrie", 1974), ("The Shining", 1977), ("The Stand", 1978),
      ("Misery", 1987)),
    by("Amy Tan", ("The Joy Luck Club", 1989)),
    by("Donna Tartt", ("The Secret History", 1992)),
    by("Rachel Carson", ("Silent Spring", 1962)),
    by("Thomas Paine", ("Common Sense", 1776)),
  ]

  /// Speculative fiction.
  private static let speculative: [[CatalogBook]] = [
    by(
      "Frank Herbert", ("Dune Messiah", 1969), ("Children of Dune", 1976),
      ("God Emperor of Dune", 1981)),
    by(
      "Ursula K. Le Guin", ("A Wizard of Earthsea", 1968), ("The Lathe of Heaven", 1971),
      ("The Farthest Shore", 1972), ("The Dispossessed", 1974)),
    by("Isaac Asimov", ("I, Robot", 1950), ("Foundation", 1951)),
    by(
      "Ray Bradbury", ("The Martian Chronicles", 1950), ("Fahrenheit 451", 1953),
      ("Something Wicked This Way Comes", 1962)),
    by(
      "Arthur C. Clarke", ("Childhood's End", 1953), ("2001: A Space Odyssey", 1968),
      ("Rendezvous with Rama", 1973)),
    by("Alfred Bester", ("The Stars My Destination", 1956)),
    by(
      "Robert A. Heinlein", ("Starship Troopers", 1959), ("Stranger in a Strange Land", 1961),
      ("The Moon Is a Harsh Mistress", 1966)),
    by("Walter M. Miller Jr.", ("A Canticle for Leibowitz", 1959)),
    by(
      "Philip K. Dick", ("The Man in the High Castle", 1962),
      ("Do Androids Dream of Electric Sheep?", 1968), ("Ubik", 1969)),
    by("Daniel Keyes", ("Flowers for Algernon", 1966)),
    by("Samuel R. Delany", ("Babel-17", 1966), ("Dhalgren", 1975)),
    by("Joanna Russ", ("The Female Man", 1975)),
    by("Octavia E. Butler", ("Kindred", 1979), ("Parable of the Sower", 1993)),
    by("William Gibson", ("Neuromancer", 1984)),
    by("Orson Scott Card", ("Ender's Game", 1985)),
    by(
      "Margaret Atwood", ("The Handmaid's Tale", 1985), ("Alias Grace", 1996),
      ("The Blind Assassin", 2000), ("Oryx and Crake", 2003)),
    by("Stanisław Lem", ("Solaris", 1961)),
    by("Robert W. Chambers", ("The King in Yellow", 1895)),
  ]

  /// Canadian, Australian, New Zealand.
  private static let commonwealth: [[CatalogBook]] = [
    by("Gabrielle Roy", ("The Tin Flute", 1945)),
    by("Robertson Davies", ("Fifth Business", 1970)),
    by("Alice Munro", ("Lives of Girls and Women", 1971)),
    by("Michael Ondaatje", ("The English Patient", 1992)),
    by("Yann Martel", ("Life of Pi", 2001)),
    by("Miles Franklin", ("My Brilliant Career", 1901)),
    by("Christina Stead", ("The Man Who Loved Children", 1940)),
    by("Ruth Park", ("The Harp in the South", 1948)),
    by("Patrick White", ("Voss", 1957)),
    by("Peter Carey", ("Oscar and Lucinda", 1988)),
    by("Janet Frame", ("Owls Do Cry", 1957)),
    by("Keri Hulme", ("The Bone People", 1984)),
  ]

  /// French.
  private static let french: [[CatalogBook]] = [
    by("Madame de La Fayette", ("The Princess of Clèves", 1678)),
    by("Abbé Prévost", ("Manon Lescaut", 1731)),
    by("Voltaire", ("Candide", 1759)),
    by("Jean-Jacques Rousseau", ("The Social Contract", 1762)),
    by("Choderlos de Laclos", ("Dangerous Liaisons", 1782)),
    by("Stendhal", ("The Red and the Black", 1830), ("The Charterhouse of Parma", 1839)),
    by("Victor Hugo", ("The Hunchback of Notre-Dame", 1831), ("Les Misérables", 1862)),
    by("Honoré de Balzac", ("Eugénie Grandet", 1833), ("Père Goriot", 1835)),
    by("Alexis de Tocqueville", ("Democracy in America", 1835)),
    by("Alexandre Dumas", ("The Three Musketeers", 1844), ("The Count of Monte Cristo", 1844)),
    by("Gustave Flaubert", ("Madame Bovary", 1857), ("Sentimental Education", 1869)),
    by(
      "Jules Verne", ("Journey to the Center of the Earth", 1864),
      ("From the Earth to the Moon", 1865),
      ("Twenty Thousand Leagues Under the Seas", 1870),
      ("Around the World in Eighty Days", 1872), ("The Mysterious Island", 1875)),
    by("Émile Zola", ("Thérèse Raquin", 1867), ("Nana", 1880), ("Germinal", 1885)),
    by("Guy de Maupassant", ("Bel-Ami", 1885)),
    by("André Gide", ("The Immoralist", 1902)),
    by("Gaston Leroux", ("The Phantom of the Opera", 1910)),
    by("Alain-Fournier", ("Le Grand Meaulnes", 1913)),
    by("Marcel Proust", ("Swann's Way", 1913)),
    by("Louis-Ferdinand Céline", ("Journey to the End of the Night", 1932)),
    by("Jean-Paul Sartre", ("Nausea", 1938)),
    by("Albert Camus", ("The Stranger", 1942), ("The Plague", 1947), ("The Fall", 1956)),
    by("Antoine de Saint-Exupéry", ("The Little Prince", 1943)),
    by("Colette", ("Gigi", 1944)),
    by("Simone de Beauvoir", ("The Second Sex", 1949)),
    by("Marguerite Yourcenar", ("Memoirs of Hadrian", 1951)),
    by("Françoise Sagan", ("Bonjour Tristesse", 1954)),
    by("Raymond Queneau", ("Zazie in the Metro", 1959)),
    by("Georges Perec", ("Life: A User's Manual", 1978)),
    by("Marguerite Duras", ("The Lover", 1984)),
    by("Irène Némirovsky", ("Suite Française", 2004)),
    by("René Descartes", ("Discourse on the Method", 1637)),
  ]

  /// German-language.
  private static let german: [[CatalogBook]] = [
    by("Johann Wolfgang von Goethe", ("The Sorrows of Young Werther", 1774), ("Faust", 1808)),
    by("Immanuel Kant", ("Critique of Pure Reason", 1781)),
    by("E. T. A. Hoffmann", ("The Nutcracker and the Mouse King", 1816)),
    by("Friedrich Nietzsche", ("Thus Spoke Zarathustra", 1883)),
    by("Theodor Fontane", ("Effi Briest", 1895)),
    by("Sigmund Freud", ("The Interpretation of Dreams", 1899)),
    by(
      "Thomas Mann", ("Buddenbrooks", 1901), ("Death in Venice", 1912),
      ("The Magic Mountain", 1924)),
    by("Franz Kafka", ("The Metamorphosis", 1915), ("The Trial", 1925), ("The Castle", 1926)),
    by(
      "Hermann Hesse", ("Siddhartha", 1922), ("Steppenwolf", 1927),
      ("The Glass Bead Game", 1943)),
    by("Erich Maria Remarque", ("All Quiet on the Western Front", 1929)),
    by("Alfred Döblin", ("Berlin Alexanderplatz", 1929)),
    by("Robert Musil", ("The Man Without Qualities", 1930)),
    by("Joseph Roth", ("The Radetzky March", 1932)),
    by("Elias Canetti", ("Auto-da-Fé", 1935)),
    by("Stefan Zweig", ("Chess Story", 1942)),
    by("Günter Grass", ("The Tin Drum", 1959)),
    by("Heinrich Böll", ("The Clown", 1963)),
    by("Patrick Süskind", ("Perfume", 1985)),
    by("Bernhard Schlink", ("The Reader", 1995)),
    by("W. G. Sebald", ("Austerlitz", 2001)),
  ]

  /// Russian and East European.
  private static let russianAndEastEuropean: [[CatalogBook]] = [
    by("Alexander Pushkin", ("Eugene Onegin", 1833)),
    by("Mikhail Lermontov", ("A Hero of Our Time", 1840)),
    by("Nikolai Gogol", ("Dead Souls", 1842)),
    by("Ivan Goncharov", ("Oblomov", 1859)),
    by("Ivan Turgenev", ("Fathers and Sons", 1862)),
    by(
      "Fyodor Dostoevsky", ("Notes from Underground", 1864), ("Crime and Punishment", 1866),
      ("The Gambler", 1866), ("The Idiot", 1869), ("The Brothers Karamazov", 1880)),
    by(
      "Leo Tolstoy", ("War and Peace", 1869), ("Anna Karenina", 1878),
      ("The Death of Ivan Ilyich", 1886)),
    by("Anton Chekhov", ("The Seagull", 1896), ("The Cherry Orchard", 1904)),
    by("Yevgeny Zamyatin", ("We", 1924)),
    by("Vladimir Nabokov", ("Lolita", 1955), ("Pale Fire", 1962)),
    by("Boris Pasternak", ("Doctor Zhivago", 1957)),
    by("Aleksandr Solzhenitsyn", ("One Day in the Life of Ivan Denisovich", 1962)),
    by("Mikhail Bulgakov", ("The Master and Margarita", 1967)),
    by("Jaroslav Hašek", ("The Good Soldier Švejk", 1921)),
    by("Milan Kundera", ("The Unbearable Lightness of Being", 1984)),
  ]

  /// Southern and Northern European.
  private static let european: [[CatalogBook]] = [
    by("Niccolò Machiavelli", ("The Prince", 1532)),
    by("Miguel de Cervantes", ("Don Quixote", 1605)),
    by("Baruch Spinoza", ("Ethics", 1677)),
    by("Alessandro Manzoni", ("The Betrothed", 1827)),
    by("Søren Kierkegaard", ("Either/Or", 1843), ("Fear and Trembling", 1843)),
    by("Henrik Ibsen", ("A Doll's House", 1879), ("Hedda Gabler", 1890)),
    by("Benito Pérez Galdós", ("Fortunata and Jacinta", 1887)),
    by("Eça de Queirós", ("The Maias", 1888)),
    by("Knut Hamsun", ("Hunger", 1890)),
    by("Selma Lagerlöf", ("The Wonderful Adventures of Nils", 1906)),
    by("Halldór Laxness", ("Independent People", 1934)),
    by("Nikos Kazantzakis", ("Zorba the Greek", 1946)),
    by("Primo Levi", ("If This Is a Man", 1947)),
    by("Giuseppe Tomasi di Lampedusa", ("The Leopard", 1958)),
    by("Italo Calvino", ("Invisible Cities", 1972), ("If on a Winter's Night a Traveler", 1979)),
    by("Umberto Eco", ("The Name of the Rose", 1980)),
    by("Fernando Pessoa", ("The Book of Disquiet", 1982)),
    by("José Saramago", ("Blindness", 1995)),
    by("Viktor Frankl", ("Man's Search for Meaning", 1946)),
    by("Anne Frank", ("The Diary of a Young Girl", 1947)),
  ]

  /// Latin American.
  private static let latinAmerican: [[CatalogBook]] = [
    by(
      "Machado de Assis", ("The Posthumous Memoirs of Brás Cubas", 1881),
      ("Dom Casmurro", 1899)),
    by("José Rizal", ("Noli Me Tángere", 1887)),
    by("Rómulo Gallegos", ("Doña Bárbara", 1929)),
    by("Jorge Luis Borges", ("Ficciones", 1944)),
    by("Juan Rulfo", ("Pedro Páramo", 1955)),
    by("Jorge Amado", ("Gabriela, Clove and Cinnamon", 1958)),
    by("Carlos Fuentes", ("The Death of Artemio Cruz", 1962)),
    by("Julio Cortázar", ("Hopscotch", 1963)),
    by(
      "Mario Vargas Llosa", ("The Time of the Hero", 1963),
      ("Conversation in the Cathedral", 1969)),
    by(
      "Gabriel García Márquez", ("The Autumn of the Patriarch", 1975),
      ("Chronicle of a Death Foretold", 1981), ("Love in the Time of Cholera", 1985)),
    by("Clarice Lispector", ("The Hour of the Star", 1977)),
    by("Isabel Allende", ("The House of the Spirits", 1982)),
  ]

  /// African.
  private static let african: [[CatalogBook]] = [
    by("Alan Paton", ("Cry, the Beloved Country", 1948)),
    by("Naguib Mahfouz", ("Palace Walk", 1956)),
    by(
      "Chinua Achebe", ("Things Fall Apart", 1958), ("No Longer at Ease", 1960),
      ("Arrow of God", 1964)),
    by("Ngũgĩ wa Thiong'o", ("Weep Not, Child", 1964), ("A Grain of Wheat", 1967)),
    by("Wole Soyinka", ("The Interpreters", 1965)),
    by("Tayeb Salih", ("Season of Migration to the North", 1966)),
    by("Buchi Emecheta", ("The Joys of Motherhood", 1979)),
    by("Nadine Gordimer", ("Burger's Daughter", 1979)),
    by("J. M. Coetzee", ("Waiting for the Barbarians", 1980), ("Disgrace", 1999)),
    by("Tsitsi Dangarembga", ("Nervous Conditions", 1988)),
    by("Ben Okri", ("The Famished Road", 1991)),
    by("Chimamanda Ngozi Adichie", ("Purple Hibiscus", 2003), ("Half of a Yellow Sun", 2006)),
  ]

  /// Asian and Middle Eastern.
  private static let asianAndMiddleEastern: [[CatalogBook]] = [
    by("Cao Xueqin", ("Dream of the Red Chamber", 1791)),
    by("Natsume Sōseki", ("I Am a Cat", 1905), ("Botchan", 1906), ("Kokoro", 1914)),
    by("Rabindranath Tagore", ("Gitanjali", 1910), ("The Home and the World", 1916)),
    by("Ryūnosuke Akutagawa", ("Rashōmon", 1915)),
    by("Lu Xun", ("Call to Arms", 1923)),
    by("Jun'ichirō Tanizaki", ("In Praise of Shadows", 1933)),
    by("Ba Jin", ("Family", 1933)),
    by("Mulk Raj Anand", ("Untouchable", 1935)),
    by("R. K. Narayan", ("Swami and Friends", 1935), ("The Guide", 1958)),
    by("Eileen Chang", ("Love in a Fallen City", 1943)),
    by("Osamu Dazai", ("No Longer Human", 1948)),
    by(
      "Yukio Mishima", ("Confessions of a Mask", 1949),
      ("The Temple of the Golden Pavilion", 1956)),
    by("Yasunari Kawabata", ("Thousand Cranes", 1952)),
    by("Yaşar Kemal", ("Memed, My Hawk", 1955)),
    by("Khushwant Singh", ("Train to Pakistan", 1956)),
    by("V. S. Naipaul", ("A House for Mr Biswas", 1961), ("A Bend in the River", 1979)),
    by("Kōbō Abe", ("The Woman in the Dunes", 1962)),
    by("Pramoedya Ananta Toer", ("This Earth of Mankind", 1980)),
    by("Salman Rushdie", ("Midnight's Children", 1981)),
    by("Haruki Murakami", ("Norwegian Wood", 1987), ("Kafka on the Shore", 2002)),
    by("Vikram Seth", ("A Suitable Boy", 1993)),
    by("Rohinton Mistry", ("A Fine Balance", 1995)),
    by("Arundhati Roy", ("The God of Small Things", 1997)),
    by("Orhan Pamuk", ("My Name Is Red", 1998), ("Snow", 2002)),
    by("Khaled Hosseini", ("The Kite Runner", 2003)),
  ]

  private static func book(_ title: String, _ author: String, _ year: Int) -> CatalogBook {
    CatalogBook(title: title, authorName: author, yearPublished: year)
  }

  private static func by(_ author: String, _ works: (String, Int)...) -> [CatalogBook] {
    works.map { CatalogBook(title: $0.0, authorName: author, yearPublished: $0.1) }
  }
}
