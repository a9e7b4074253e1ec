//! The form a table plays, in a few words for its title: "Loo — three-card, limited" rather
//! than the law's name, which lists the whole family of rules it covers. By law and setting,
//! each value's words; a law not listed keeps its name. Words beginning `=` name the game
//! itself and stand for the law's name ("Newmarket", not "Michigan — Newmarket"): the law
//! covers games of different names.

/// Each value of a setting (as JSON text) and its words.
pub(super) type Values = &'static [(&'static str, &'static str)];

/// (law, setting, its values' words), in the order the title says them.
pub(super) const FORMS: &[(&str, &str, Values)] = &[
    (
        "loo",
        "form",
        &[
            ("\"three_card\"", "three-card"),
            ("\"five_card\"", "five-card with Pam"),
            ("\"irish\"", "Irish"),
        ],
    ),
    (
        "loo",
        "limit",
        &[
            ("\"limited\"", "limited"),
            ("\"unlimited\"", "unlimited"),
            ("\"mixed\"", "mixed"),
        ],
    ),
    (
        "hearts",
        "method",
        &[
            ("\"simple\"", "the fewest hearts win the pool"),
            ("\"sweepstakes\"", "sweepstakes"),
            ("\"howell\"", "Howell's settlement"),
            ("\"spot\"", "spot hearts"),
            ("\"black-lady\"", "black lady"),
            ("\"black-jack\"", "black jack"),
            ("\"joker\"", "joker hearts"),
            ("\"domino\"", "domino hearts"),
            ("\"auction\"", "auction hearts"),
            ("\"heartsette\"", "heartsette"),
        ],
    ),
    (
        "nap",
        "form",
        &[
            ("\"five_card\"", "five cards"),
            ("\"six_card\"", "six cards"),
            ("\"seven_card\"", "seven cards"),
            ("\"nine_card\"", "nine cards"),
            ("\"thirty_two_card\"", "five cards from a piquet pack"),
        ],
    ),
    (
        "solo-whist",
        "code",
        &[
            ("\"1909\"", "the 1909 book's pence"),
            ("\"1927\"", "the 1927 rules' counters"),
        ],
    ),
    (
        "vingt-un",
        "code",
        &[
            ("\"1884\"", "the English form"),
            ("\"1909\"", "the 1909 book"),
            ("\"1927\"", "the 1927 rules' vingt-et-un"),
        ],
    ),
    (
        "vingt-un",
        "form",
        &[("\"french\"", "French, eight rounds")],
    ),
    (
        "baccarat",
        "form",
        &[
            ("\"chemin_de_fer\"", "chemin de fer"),
            ("\"banque\"", "banque"),
        ],
    ),
    (
        "poker",
        "form",
        &[
            ("\"draw\"", "draw"),
            ("\"straight\"", "straight"),
            ("\"stud\"", "stud"),
            ("\"peek\"", "peek"),
            ("\"spit_in_the_ocean\"", "spit in the ocean"),
            ("\"wild_widow\"", "wild widow"),
            ("\"whiskey\"", "whiskey"),
        ],
    ),
    (
        "rum",
        "form",
        &[
            ("\"khun_khan\"", "Khun Khan"),
            ("\"boat_house\"", "boat house rum"),
        ],
    ),
    (
        "snip-snap-snorum",
        "form",
        &[
            ("\"five-cards\"", "five cards a deal"),
            ("\"whole-pack\"", "the whole pack dealt"),
            ("\"unlimited\"", "counters unlimited"),
        ],
    ),
    (
        "loto",
        "method",
        &[
            ("\"first\"", "the whole card wins"),
            ("\"second\"", "the lines paid every drawing"),
        ],
    ),
    (
        "michigan",
        "form",
        &[
            ("\"michigan\"", "=Michigan"),
            ("\"boodle\"", "=Boodle"),
            ("\"chicago\"", "=Chicago"),
            ("\"stops\"", "=Stops"),
            ("\"newmarket\"", "=Newmarket"),
        ],
    ),
    (
        "fan-tan",
        "form",
        &[
            ("\"fan_tan\"", "sevens first"),
            ("\"two_hand\"", "two hands and a hand to draw from"),
            ("\"sixty\"", "sixty cards, eights first"),
            ("\"any_card\"", "any card first"),
        ],
    ),
    ("cassino", "form", CASSINO),
    ("cassino-partners", "form", CASSINO),
    (
        "commerce",
        "form",
        &[
            ("\"new\"", "the new game"),
            ("\"old\"", "the old game"),
            ("\"pool\"", "pool commerce"),
            ("\"extended\"", "extended"),
            ("\"continuous\"", "continuous dealing"),
        ],
    ),
    (
        "russian-bank",
        "form",
        &[
            ("\"two_packs\"", "two packs"),
            ("\"single_pack\"", "one pack"),
        ],
    ),
    (
        "backgammon",
        "match_to",
        &[
            ("null", "for money, game by game"),
            ("1", "a match to 1 point"),
            ("3", "a match to 3 points"),
            ("5", "a match to 5 points"),
            ("7", "a match to 7 points"),
            ("9", "a match to 9 points"),
            ("11", "a match to 11 points"),
            ("15", "a match to 15 points"),
            ("21", "a match to 21 points"),
            ("25", "a match to 25 points"),
        ],
    ),
];

const CASSINO: Values = &[
    ("\"cassino\"", "the plain game"),
    ("\"royal\"", "royal"),
    ("\"royal_draw\"", "royal draw"),
    ("\"royal_sixty\"", "royal, sixty cards"),
    ("\"spade\"", "spade cassino"),
];
