//! The words for the settings of the games played on a table rather than with cards: billiards,
//! bagatelle and backgammon's match (see `tricks`).

use super::Words;

const POINTS: Words = Words {
    label: "How many points is the game?",
    values: &[
        ("50", "50 up"),
        ("100", "100 up"),
        ("150", "150 up"),
        ("200", "200 up"),
        ("250", "250 up"),
        ("300", "300 up"),
        ("500", "500 up"),
        ("750", "750 up"),
        ("1000", "1,000 up"),
    ],
};
const SIMULTANEOUS: Words = Words {
    label: "When the striker's ball goes in off both balls struck at once, it counts as off",
    values: &[
        ("\"red\"", "The red, 3 (National Rules)"),
        ("\"white\"", "The white, 2 (Billiard Association)"),
    ],
};
const CONTROL_CLUB: Words = Words {
    label: "Are the Billiards Control Club rules played (no two misses running, 25 cannons, two for a ball off the table)?",
    values: &[("true", "Yes"), ("false", "No")],
};
const GAME: Words = Words {
    label: "How many points is the game?",
    values: &[
        ("60", "60: once up the board"),
        ("120", "120: up and down the board"),
        ("240", "240: twice round"),
    ],
};
const DOUBLE: Words = Words {
    label: "Does a loser who has not turned the corner pay double?",
    values: &[("true", "Yes"), ("false", "No")],
};
const TIE: Words = Words {
    label: "When both finish a round level, past the game",
    values: &[
        ("\"play_on\"", "Another round decides"),
        ("\"drawn\"", "The game is drawn"),
    ],
};
const ONE_BALL: Words = Words {
    label: "Does a cup hold only one ball?",
    values: &[("true", "Yes"), ("false", "No")],
};

const MATCH_TO: Words = Words {
    label: "Is it a match, and to how many points?",
    values: &[
        ("null", "No: money play, game by game"),
        ("1", "A match to 1 point"),
        ("3", "A match to 3 points"),
        ("5", "A match to 5 points"),
        ("7", "A match to 7 points"),
        ("9", "A match to 9 points"),
        ("11", "A match to 11 points"),
        ("15", "A match to 15 points"),
        ("21", "A match to 21 points"),
        ("25", "A match to 25 points"),
    ],
};
const CRAWFORD: Words = Words {
    label: "In the match, is the game after either player first comes within a point of it played without the cube (the Crawford rule)?",
    values: &[("true", "Yes"), ("false", "No")],
};

pub(super) const TABLE_GAMES: &[(&str, &str, Words)] = &[
    ("billiards", "points", POINTS),
    ("billiards", "simultaneous", SIMULTANEOUS),
    ("billiards", "control_club", CONTROL_CLUB),
    ("bagatelle*", "game", GAME),
    ("bagatelle*", "double", DOUBLE),
    ("bagatelle*", "tie", TIE),
    ("bagatelle*", "one_ball_a_cup", ONE_BALL),
    ("backgammon", "match_to", MATCH_TO),
    ("backgammon", "crawford", CRAWFORD),
];
