//! The family's entries in the registry: each law's id, name, sources, settings with their
//! readings, and table.

use super::{table, wire};
use crate::laws::pad::Sides;
use crate::laws::registry::{self, Law, Setting, Table};

const ODD_FIGURES: Setting = Setting {
    name: "odd_figures",
    values: &["\"dropped\"", "\"kept\""],
    default: "\"dropped\"",
    about: "\"Suppose the odd figures are thrown off\": whether each total is cut to tens before the differences are paid (seed 001 L2549–2551; rules-1927-a §2.3 [INFER])",
};

const ROUNDING: Setting = Setting {
    name: "rounding",
    values: &["\"points\"", "\"hundreds\""],
    default: "\"points\"",
    about: "a rubber settled in points, or called to the nearest hundred as the custom is (368 a \"four\" rubber) (seed 001 L1168–1171)",
};

const DOUBLE_CHICANE: Setting = Setting {
    name: "double_chicane",
    values: &["\"each_player\"", "\"once\""],
    default: "\"each_player\"",
    about: "both partners void of trumps: the law speaks of \"a player\"; chicane per void player, or once for the side (seed 000 L7482–7489; hoyle-1909-b §2.3.6)",
};

const NULLO: Setting = Setting {
    name: "nullo",
    values: &["\"lose_tricks\"", "\"refused\""],
    default: "\"lose_tricks\"",
    about: "nullos are 10 a trick, rank below no trumps and score no honours, but the range never says how one is made (seed 001 L896–897, L1003; rules-1927-a §2.1): the declarer's side undertakes to lose six tricks and the level, its odd tricks being the tricks lost over six; or a nullo is refused",
};

const SHORT_OF_TRICKS: Setting = Setting {
    name: "short_of_tricks",
    values: &["\"all_tricks\"", "\"grand_slam_only\""],
    default: "\"all_tricks\"",
    about: "law 124: a revoking side without tricks enough to pay the penalty, \"the other side shall score for a grand slam\" (\"seven by cards, and 100 for a grand slam\"): the other side is credited with all thirteen tricks, or the tricks stand as played and it scores only the grand slam's 100 (seed 001 L1103–1104, L2304–2306; rules-1927-a §2.1 [INFER])",
};

const GOULASH_GAME_BID: Setting = Setting {
    name: "goulash_game_bid",
    values: &["\"required\"", "\"not_required\""],
    default: "\"required\"",
    about: "Mayonnaise and Goulash: \"the highest bid shall be enough to reach game, or the hand is not played\", but the redealt hand is played \"no matter what the final bid\": a goulash deal not marked a redeal is refused below game (level × trick value under 30), or the table does not insist (seed 001 L2648–2674; rules-1927-a §2.6)",
};

pub const LAWS: &[Law] = &[
    Law {
        id: "bridge-1904",
        name: "Bridge, 1904 club code: rubber of three games, 100 for the rubber",
        sources: "seed 000 L7250–8075 (Laws 1–13, 47–58, 89–99)",
        doc: "docs/laws/bridge-1904.md",
        settings: &[
            Setting {
                name: "double_limit",
                values: &["\"no_further_double\"", "\"capped\"", "\"last_may_pass\""],
                default: "\"no_further_double\"",
                about: "\"re-doubling may be continued until the limit of 100 points is reached\": no double past 100 a trick, a trick capped at 100, or the last double may pass it (seed 000 L7773; hoyle-1909-b §2.3.3)",
            },
            DOUBLE_CHICANE,
            Setting {
                name: "revoke_value",
                values: &["\"as_doubled\"", "\"undoubled\""],
                default: "\"as_doubled\"",
                about: "\"the value of three tricks\" in the revoke penalty: as doubled in that hand, or the undoubled value (seed 000 L7749, L7948–7974; hoyle-1909-b §2.3.8)",
            },
        ],
        score: wire::score_bridge_1904,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: table::BRIDGE_1904_DEAL,
            pad: table::pad_bridge_1904,
            correctable: table::correctable_bridge_1904,
            claims_closed: Some(table::claims_closed_bridge_1904),
        }),
    },
    Law {
        id: "auction-1908",
        name: "Auction bridge, 1908 Portland & Bath code: 250 for the rubber",
        sources: "seed 000 L8151–8453, fn 64 (L18201)",
        doc: "docs/laws/auction-1908.md",
        settings: &[
            DOUBLE_CHICANE,
            Setting {
                name: "penalty_trick_bonus",
                values: &["\"none\"", "\"tricks_in_play\""],
                default: "\"none\"",
                about: "penalty tricks \"shall not entitle him to score any bonus\": no doubled bonus at all on such a hand, or the bonus the tricks in play earn (seed 000 L8320–8339; hoyle-1909-b §2.4.3)",
            },
            Setting {
                name: "failed_slam",
                values: &["\"counts\"", "\"void\""],
                default: "\"counts\"",
                about: "a declarer of seven who takes twelve tricks: the code is silent; read literally he scores the little slam (hoyle-1909-b §2.4.2)",
            },
        ],
        score: wire::score_auction_1908,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: table::AUCTION_1908_DEAL,
            pad: table::pad_auction_1908,
            correctable: table::correctable_auction_1908,
            claims_closed: Some(table::claims_closed_auction_1908),
        }),
    },
    Law {
        id: "auction-1926",
        name: "Auction bridge, 1926 count: 250 for the rubber",
        sources: "seed 001 L816–1172, L1860–1986, L2247–2316",
        doc: "docs/laws/auction-1926.md",
        settings: &[ROUNDING, NULLO, GOULASH_GAME_BID, SHORT_OF_TRICKS],
        score: wire::score_auction_1926,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: table::AUCTION_1926_DEAL,
            pad: table::pad_auction_1926,
            correctable: table::correctable_auction_1926,
            claims_closed: Some(table::claims_closed_auction_1926),
        }),
    },
    Law {
        id: "auction-two-hand",
        name: "Auction for two players: Blind, Draw, or Two Hand (Chinese) Auction, by the 1926 count",
        sources: "seed 001 L2676–2738",
        doc: "docs/laws/auction-two-hand.md",
        settings: &[
            Setting {
                name: "form",
                values: &["\"chinese\"", "\"blind\"", "\"draw\""],
                default: "\"chinese\"",
                about: "the two-player form: Two Hand or Chinese Auction, Blind Auction (each half of the pack a deal), or Draw Auction (only the last thirteen tricks scored); all scored \"as at auction\" (seed 001 L2676–2738; rules-1927-a §2.7)",
            },
            Setting {
                name: "blind_scoring",
                values: &["\"rubber\"", "\"deal_125\""],
                default: "\"rubber\"",
                about: "Blind Auction \"is scored as at auction, adding 125 for a game, or playing rubbers\": rubbers, or each deal complete with 125 for 30 trick points on it (seed 001 L2693–2694; rules-1927-a §2.7)",
            },
            ROUNDING,
            NULLO,
            SHORT_OF_TRICKS,
        ],
        score: wire::score_auction_two_hand,
        table: Some(Table {
            sides: Sides::TWO_PLAYERS,
            deal: table::AUCTION_TWO_HAND_DEAL,
            pad: table::pad_auction_two_hand,
            correctable: table::correctable_auction_two_hand,
            claims_closed: Some(table::claims_closed_auction_two_hand),
        }),
    },
    Law {
        id: "contract-1927",
        name: "Contract bridge, 1927 laws: only the contract toward game, 100 a game, 300 the rubber game",
        sources: "seed 001 L2465–2506",
        doc: "docs/laws/contract-1927.md",
        settings: &[
            Setting {
                name: "undertricks",
                values: &["\"doubling\"", "\"rising\""],
                default: "\"doubling\"",
                about: "the book contradicts itself: 50, 100, then 200 a trick (down three = 350) against its example \"set three tricks they would score 300\" (seed 001 L2490–2493; rules-1927-a §2.2)",
            },
            Setting {
                name: "bid_slam",
                values: &["\"replaces\"", "\"adds\""],
                default: "\"replaces\"",
                about: "a slam bid and made is worth 250 or 500: instead of the 50 or 100 for a slam, or on top of it (seed 001 L2481–2484; rules-1927-a §2.2 [INFER])",
            },
            SHORT_OF_TRICKS,
            Setting {
                name: "redoubled",
                values: &["\"quadruple\"", "\"as_doubled\""],
                default: "\"quadruple\"",
                about: "the text gives the contract's \"normal value, or doubled value, if doubled\" and doubled undertricks, never redoubled: four times, as at auction, or a redouble counting as a double (seed 001 L2472–2474, L2490–2492; rules-1927-a §2.2 [INFER])",
            },
            Setting {
                name: "redoubled_overtrick",
                values: &["200", "100"],
                default: "200",
                about: "extra tricks are \"50 points each, or 100 if doubled\": redoubled, 200 each, or 100 as doubled (seed 001 L2474–2476; rules-1927-a §2.2 [INFER])",
            },
            Setting {
                name: "honours",
                values: &["\"auction\"", "\"flat\""],
                default: "\"auction\"",
                about: "\"no score for honors less than four in one hand\", and no values for four or five: auction's (80, 90, 100, four aces 100), or a flat 100 for four in one hand and 150 for five or four aces (seed 001 L2481; rules-1927-a §2.2 [INFER])",
            },
            Setting {
                name: "failed_slam",
                values: &["\"counts\"", "\"void\""],
                default: "\"counts\"",
                about: "a declarer of seven who takes twelve tricks fails his contract: he still scores the little slam's 50 as at auction, or none (seed 001 L2481–2484; rules-1927-a §2.2 [INFER])",
            },
            Setting {
                name: "game",
                values: &["30", "40", "50", "60"],
                default: "30",
                about: "trick points toward game are not restated: 30 as at auction, the parent game (\"differs ... only in the scoring\"), or a higher game for a table that finds 30 too near when only the contract counts (seed 001 L2467–2474; rules-1927-a §2.2 [INFER])",
            },
            Setting {
                name: "unfinished",
                values: &["\"auction_125\"", "\"as_it_stands\"", "\"refused\""],
                default: "\"auction_125\"",
                about: "an unfinished rubber is not provided for: made up as at auction with 125 for each game won (law 70, L1981–1985), as it stands (each game already paid its 100), or not allowed (rules-1927-a §2.2 [INFER])",
            },
        ],
        score: wire::score_contract_1927,
        table: Some(Table {
            sides: Sides::TWO_PARTNERSHIPS,
            deal: table::CONTRACT_1927_DEAL,
            pad: table::pad_contract_1927,
            correctable: table::correctable_contract_1927,
            claims_closed: Some(table::claims_closed_contract_1927),
        }),
    },
    Law {
        id: "stop-gap",
        name: "Stop-Gap bridge: three players, each deal a game, 200 for game",
        sources: "seed 001 L2510–2555",
        doc: "docs/laws/stop-gap.md",
        settings: &[
            ODD_FIGURES,
            Setting {
                name: "netting",
                values: &["\"netted\"", "\"separate\""],
                default: "\"netted\"",
                about: "\"his adversaries are each credited with the amount they win for defeating the contract, three separate scores being kept\", while the example nets the declarer's 30 aces against a 200 penalty (\"each take 170\"): the balance to the declarer or to each adversary, or each credited with his own side's points (seed 001 L2541–2549; rules-1927-a §2.3 [INFER])",
            },
            Setting {
                name: "game_points",
                values: &["\"as_scored\"", "\"undoubled\""],
                default: "\"as_scored\"",
                about: "\"if the declarer makes 30 or more trick points he adds 200 for a game\": the trick points as scored, doubled or redoubled, or at their undoubled value (seed 001 L2540–2541; rules-1927-a §2.3 [INFER])",
            },
        ],
        score: wire::score_stop_gap,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 3,
                players_per_side: 1,
            },
            deal: table::STOP_GAP_DEAL,
            pad: table::pad_stop_gap,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "dummy-up",
        name: "Dummy Up: three or four players, each deal a game, 100 for game",
        sources: "seed 001 L2556–2609",
        doc: "docs/laws/dummy-up.md",
        settings: &[ODD_FIGURES, GOULASH_GAME_BID],
        score: wire::score_dummy_up,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 4,
                players_per_side: 1,
            },
            deal: table::DUMMY_UP_DEAL,
            pad: table::pad_dummy_up,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    Law {
        id: "widow-auction",
        name: "Widow Auction: three players bid by numbers for a widow of four",
        sources: "seed 001 L2611–2646",
        doc: "docs/laws/widow-auction.md",
        settings: &[
            ODD_FIGURES,
            Setting {
                name: "scoring",
                values: &["\"dummy_up\"", "\"stop_gap\""],
                default: "\"dummy_up\"",
                about: "\"a further improvement on both Stop-Gap and Dummy Up\": 100 for a game as at Dummy Up, whose exposed dummy it keeps, or 200 as at Stop-Gap (seed 001 L2611–2621; rules-1927-a §2.5 [INFER])",
            },
            Setting {
                name: "passed_bidder",
                values: &["\"may-bid-again\"", "\"out\""],
                default: "\"may-bid-again\"",
                about: "\"The bidding is entirely by figures, as in skat ... each player in turn to the left must bid higher or pass\": a player who has passed may bid again in his turn, as at auction, or is out of the bidding, as at skat; the book does not say (seed 001 L2624–2627; rules-1927-a §2.5 [INFER])",
            },
        ],
        score: wire::score_widow_auction,
        table: Some(Table {
            sides: Sides {
                min: 3,
                max: 3,
                players_per_side: 1,
            },
            deal: table::WIDOW_DEAL,
            pad: table::pad_widow_auction,
            correctable: registry::last_deal_only,
            claims_closed: None,
        }),
    },
    super::vint::sitting::LAW,
];
