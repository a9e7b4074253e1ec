//! The words themselves: for each law (or family, or `ANY`) and setting, the form's sentence
//! and a word for each value. Kept apart from the lookup so that each stays short: the trick-taking games here, the rest in
//! `others`.

use super::{ANY, Words};

pub(super) const TRICKS: &[(&str, &str, Words)] = &[
    (
        "duplicate",
        "revoke_rule",
        Words {
            label: "How far can a revoke penalty go?",
            values: &[
                ("\"general\"", "As the general law bounds it by the average"),
                ("\"pair\"", "As the rule for pair matches bounds it"),
            ],
        },
    ),
    (
        "contract-duplicate",
        "vulnerability",
        Words {
            label: "Who is vulnerable on each board?",
            values: &[
                (
                    "\"board\"",
                    "As the board's number says (the usual cycle of sixteen)",
                ),
                ("\"none\"", "Neither side, on every board"),
                ("\"ns\"", "North-South, on every board"),
                ("\"ew\"", "East-West, on every board"),
                ("\"both\"", "Both sides, on every board"),
            ],
        },
    ),
    (
        "duplicate",
        "method",
        Words {
            label: "How are the boards compared?",
            values: &[
                (
                    "\"plus-minus\"",
                    "Plus and minus against the average, as the book does",
                ),
                ("\"matchpoints\"", "Matchpoints, with percentages"),
                (
                    "\"cross-imps\"",
                    "Cross-IMPs: IMPs against every other table",
                ),
                (
                    "\"butler\"",
                    "Butler: IMPs against the board's average score",
                ),
            ],
        },
    ),
    (
        "duplicate-auction-deal",
        "caps",
        Words {
            label: "Is a board's score capped?",
            values: &[
                (
                    "\"kwc\"",
                    "Yes: declarer at most 500, opponents at most 350, the rest as excess",
                ),
                ("\"none\"", "No cap"),
            ],
        },
    ),
    (
        "rubicon-bezique",
        "code",
        Words {
            label: "Which book's rule for brisques?",
            values: &[
                (
                    "\"1909\"",
                    "1909: brisques count only to break a tie or save a rubicon",
                ),
                (
                    "\"1927\"",
                    "1927: brisques count whenever they change the result",
                ),
            ],
        },
    ),
    (
        "rubicon-bezique",
        "truncation",
        Words {
            label: "Where are the odd points under a hundred dropped?",
            values: &[
                ("\"each\"", "From each player's score"),
                ("\"sum\"", "From the sum, in a rubicon"),
            ],
        },
    ),
    (
        "rubicon-bezique",
        "brisques",
        Words {
            label: "By the 1927 book, when do brisques count?",
            values: &[
                ("\"winner_change\"", "When they would change the winner"),
                ("\"value_change\"", "When they would change what is won"),
                ("\"always\"", "Always"),
            ],
        },
    ),
    (
        "rubicon-bezique",
        "overtaken",
        Words {
            label: "By the 1909 book, a loser saves the rubicon with brisques and then has more:",
            values: &[
                ("\"literal\"", "The book read as written: he still loses"),
                ("\"reverses\"", "The result is reversed"),
            ],
        },
    ),
    (
        "rubicon-piquet",
        "tie",
        Words {
            label: "When both players' totals are equal:",
            values: &[
                ("\"drawn\"", "The partie is drawn"),
                ("\"replay\"", "The partie is played again"),
            ],
        },
    ),
    (
        "rubicon-piquet",
        "rubicon_value",
        Words {
            label: "Is the 100 for the game still added in a rubicon?",
            values: &[
                ("\"sum_plus_100\"", "Yes: both totals and 100"),
                ("\"sum\"", "No: both totals only"),
            ],
        },
    ),
    (
        ANY,
        "equidistant",
        Words {
            label: "Two scores equally far from the drawn number:",
            values: &[
                ("\"lot\"", "Decided by lot"),
                ("\"above\"", "The score above the number wins"),
                ("\"below\"", "The score below the number wins"),
            ],
        },
    ),
    (
        ANY,
        "take3_short",
        Words {
            label: "Three tricks are claimed from a side that won fewer:",
            values: &[
                ("\"all_they_have\"", "The claimants take all the side has"),
                ("\"refused\"", "The claimants must choose another penalty"),
            ],
        },
    ),
    (
        ANY,
        "abandoned_hand",
        Words {
            label: "Cards thrown down after a revoke is established: what does the hand score?",
            values: &[
                (
                    "\"tricks_as_entered\"",
                    "The tricks and honours agreed, and the penalty",
                ),
                ("\"penalty_only\"", "The penalty alone"),
            ],
        },
    ),
    (
        ANY,
        "unequal_revokes",
        Words {
            label: "Both sides revoke, one more often than the other:",
            values: &[
                (
                    "\"surplus_penalised\"",
                    "They cancel one for one; the extra revokes are penalised",
                ),
                ("\"all_cancel\"", "All the revokes cancel"),
            ],
        },
    ),
    (
        "whist-long",
        "rubber",
        Words {
            label: "Are games played in rubbers?",
            values: &[
                ("\"none\"", "No: each game counts one"),
                (
                    "\"best_of_three\"",
                    "Yes: rubbers of three, two points for the rubber",
                ),
            ],
        },
    ),
    (
        "whist-1927",
        "target",
        Words {
            label: "Points in a game",
            values: &[
                ("7", "Seven"),
                ("5", "Five (dummy whist)"),
                ("10", "Ten (dummy whist)"),
            ],
        },
    ),
    (
        "whist-1927",
        "conceded_point",
        Words {
            label: "Does the player who takes Dummy give the other side a point each game?",
            values: &[
                ("false", "No"),
                ("true", "Yes: they begin every game at one"),
            ],
        },
    ),
    (
        "whist-1927",
        "both_revoke",
        Words {
            label: "Both sides revoke in one hand:",
            values: &[
                ("\"each_way\"", "Two tricks for each revoke, each way"),
                (
                    "\"cancel\"",
                    "The revokes cancel; only the extra ones are paid",
                ),
            ],
        },
    ),
    (
        "whist-dummy-clay",
        "game_target",
        Words {
            label: "Points in a game",
            values: &[("5", "Five"), ("7", "Seven"), ("10", "Ten")],
        },
    ),
    (
        "bid-whist",
        "game",
        Words {
            label: "Play to a game?",
            values: &[
                ("0", "No: each deal is settled by itself"),
                ("50", "Yes, to 50"),
                ("100", "Yes, to 100"),
            ],
        },
    ),
    (
        "bid-whist",
        "failed_bid",
        Words {
            label: "A bid that is not made:",
            values: &[
                ("\"no_penalty\"", "The bidders still score what they took"),
                ("\"set_back\"", "The bidders lose the amount of their bid"),
            ],
        },
    ),
    (
        ANY,
        "double_limit",
        Words {
            label: "Doubling and re-doubling up to 100 a trick:",
            values: &[
                (
                    "\"no_further_double\"",
                    "No double that goes past 100 a trick",
                ),
                ("\"capped\"", "A trick is worth at most 100"),
                ("\"last_may_pass\"", "The last double may go past 100"),
            ],
        },
    ),
    (
        ANY,
        "double_chicane",
        Words {
            label: "Both partners hold no trumps: how many chicanes?",
            values: &[
                ("\"each_player\"", "One for each player without trumps"),
                ("\"once\"", "One for the side"),
            ],
        },
    ),
    (
        ANY,
        "revoke_value",
        Words {
            label: "A revoke costs three tricks, valued:",
            values: &[
                ("\"as_doubled\"", "As doubled in that hand"),
                ("\"undoubled\"", "Undoubled"),
            ],
        },
    ),
    (
        ANY,
        "penalty_trick_bonus",
        Words {
            label: "A hand made with penalty tricks: is there a bonus?",
            values: &[
                ("\"none\"", "No bonus at all"),
                ("\"tricks_in_play\"", "The bonus the tricks played earn"),
            ],
        },
    ),
    (
        ANY,
        "failed_slam",
        Words {
            label: "A declarer who bid seven takes twelve tricks:",
            values: &[
                ("\"counts\"", "He still scores the little slam"),
                ("\"void\"", "No slam is scored"),
            ],
        },
    ),
    (
        "auction-*",
        "rounding",
        Words {
            label: "How is a rubber settled?",
            values: &[
                ("\"points\"", "In points"),
                ("\"hundreds\"", "To the nearest hundred"),
            ],
        },
    ),
    (
        "auction-*",
        "nullo",
        Words {
            label: "Nullo bids",
            values: &[
                (
                    "\"lose_tricks\"",
                    "Allowed: the declarer's side undertakes to lose tricks",
                ),
                ("\"refused\"", "Not allowed"),
            ],
        },
    ),
    (
        ANY,
        "goulash_game_bid",
        Words {
            label: "Must a goulash deal be bid to game before it is played?",
            values: &[
                ("\"required\"", "Yes, unless it is a redeal"),
                ("\"not_required\"", "No"),
            ],
        },
    ),
    (
        ANY,
        "short_of_tricks",
        Words {
            label: "A side that revokes has too few tricks to pay the penalty:",
            values: &[
                (
                    "\"all_tricks\"",
                    "The other side is given all thirteen tricks",
                ),
                (
                    "\"grand_slam_only\"",
                    "The tricks stand as played; the other side scores the grand slam's 100",
                ),
            ],
        },
    ),
    (
        "auction-two-hand",
        "form",
        Words {
            label: "Which two-player game?",
            values: &[
                ("\"chinese\"", "Two-hand (Chinese) auction"),
                ("\"blind\"", "Blind auction"),
                ("\"draw\"", "Draw auction"),
            ],
        },
    ),
    (
        "auction-two-hand",
        "blind_scoring",
        Words {
            label: "Blind auction is scored:",
            values: &[
                ("\"rubber\"", "In rubbers"),
                ("\"deal_125\"", "Each deal by itself, 125 for a game"),
            ],
        },
    ),
    (
        "contract-1927",
        "undertricks",
        Words {
            label: "What does each trick short of the contract cost?",
            values: &[
                ("\"doubling\"", "50, then 100, then 200 a trick"),
                ("\"rising\"", "As the book's example has it: 300 for three"),
            ],
        },
    ),
    (
        "contract-1927",
        "bid_slam",
        Words {
            label: "A slam bid and made:",
            values: &[
                ("\"replaces\"", "Its 250 or 500 replaces the slam bonus"),
                ("\"adds\"", "Its 250 or 500 is added to the slam bonus"),
            ],
        },
    ),
    (
        "contract-1927",
        "redoubled",
        Words {
            label: "A redoubled contract counts:",
            values: &[
                ("\"quadruple\"", "Four times, as at auction"),
                ("\"as_doubled\"", "As doubled"),
            ],
        },
    ),
    (
        "contract-1927",
        "redoubled_overtrick",
        Words {
            label: "Each extra trick when redoubled",
            values: &[("200", "200"), ("100", "100, as doubled")],
        },
    ),
    (
        "contract-1927",
        "honours",
        Words {
            label: "Honours",
            values: &[
                ("\"auction\"", "As at auction"),
                (
                    "\"flat\"",
                    "100 for four in one hand, 150 for five or four aces",
                ),
            ],
        },
    ),
    (
        "contract-1927",
        "game",
        Words {
            label: "Trick points for a game",
            values: &[("30", "30"), ("40", "40"), ("50", "50"), ("60", "60")],
        },
    ),
    (
        "contract-1927",
        "unfinished",
        Words {
            label: "A rubber left unfinished:",
            values: &[
                (
                    "\"auction_125\"",
                    "Made up as at auction, 125 for each game won",
                ),
                ("\"as_it_stands\"", "Settled as it stands"),
                ("\"refused\"", "Not allowed"),
            ],
        },
    ),
    (
        ANY,
        "odd_figures",
        Words {
            label: "Are the odd points under ten dropped before paying?",
            values: &[("\"dropped\"", "Yes"), ("\"kept\"", "No")],
        },
    ),
    (
        "stop-gap",
        "netting",
        Words {
            label: "The declarer's and adversaries' points on one deal:",
            values: &[
                ("\"netted\"", "Set against each other; the balance is paid"),
                ("\"separate\"", "Each credited with his own side's points"),
            ],
        },
    ),
    (
        "stop-gap",
        "game_points",
        Words {
            label: "Trick points toward the game are counted:",
            values: &[
                ("\"as_scored\"", "As scored, doubled or redoubled"),
                ("\"undoubled\"", "At their undoubled value"),
            ],
        },
    ),
    (
        "widow-auction",
        "scoring",
        Words {
            label: "A game is worth:",
            values: &[
                ("\"dummy_up\"", "100, as at Dummy Up"),
                ("\"stop_gap\"", "200, as at Stop-Gap"),
            ],
        },
    ),
    (
        "widow-auction",
        "passed_bidder",
        Words {
            label: "A player who has passed in the bidding:",
            values: &[
                (
                    "\"may-bid-again\"",
                    "May bid again in his turn, as at auction",
                ),
                ("\"out\"", "Is out and may not bid again, as at skat"),
            ],
        },
    ),
];
