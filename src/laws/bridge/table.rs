//! Bridge and auction kept at a table: the fields a deal is entered with, the settings each
//! law reads, the pad, and how long a deal may be put right. `hoyle score` reads the same deal
//! objects ([`super::wire`]).

use serde::Deserialize;

use super::hand::{self, DENOMINATIONS, DENOMINATIONS_1926, EnteredDeal, Hand, Paths, Raw};
use super::lump::{self, Game, LumpDeal, LumpSitting};
use super::rubber::{self, Sitting};
use super::{
    BidSlam, BlindScoring, Code, ContractHonours, DoubleChicane, DoubleLimit, FailedSlam,
    GamePoints, GoulashGameBid, Netting, Nullo, OddFigures, PenaltyTrickBonus, Redoubled,
    RevokeValue, Rounding, Settings, ShortOfTricks, TwoHandForm, UndertrickScale, Unfinished,
    WidowScoring,
};
use crate::laws::LawError;
use crate::laws::pad::{Field, FieldKind, Pad, PadInput, from_value, late_claim};
use crate::laws::registry::{self, ClaimsClosed};

const fn number(min: i64, max: i64) -> FieldKind {
    FieldKind::Number { min, max }
}

const DECLARER: Field = Field {
    name: "declarer",
    label: "Declarer's side",
    kind: FieldKind::Side,
    per_side: false,
    optional: false,
    help: "the side that won the contract",
};
const MAKERS: Field = Field {
    name: "declarer",
    label: "Makers",
    kind: FieldKind::Side,
    per_side: false,
    optional: false,
    help: "the dealer's side, who named the trump (Laws 47–52)",
};
const LEVEL: Field = Field {
    name: "level",
    label: "Contract",
    kind: number(1, 7),
    per_side: false,
    optional: false,
    help: "odd tricks contracted for",
};
const DENOMINATION: Field = Field {
    name: "denomination",
    label: "Trump",
    kind: FieldKind::Choice {
        choices: DENOMINATIONS,
    },
    per_side: false,
    optional: false,
    help: "the trump suit, or no trumps",
};
const DENOMINATION_1926: Field = Field {
    kind: FieldKind::Choice {
        choices: DENOMINATIONS_1926,
    },
    help: "the trump suit, no trumps, or a nullo (a bid to lose tricks) where the table scores nullos",
    ..DENOMINATION
};
const DOUBLES: Field = Field {
    name: "doubles",
    label: "Doubled",
    kind: number(0, 2),
    per_side: false,
    optional: true,
    help: "0 undoubled, 1 doubled, 2 redoubled",
};
const DOUBLES_1904: Field = Field {
    name: "doubles",
    label: "Doubles",
    kind: number(0, 6),
    per_side: false,
    optional: true,
    help: "how many times doubled and redoubled; each doubles a trick, to the limit of 100",
};
const TRICKS: Field = Field {
    name: "tricks",
    label: "Tricks",
    kind: number(0, 13),
    per_side: false,
    optional: false,
    help: "tricks the declarer's side took in play, before any revoke penalty",
};
const HONOURS: Field = Field {
    name: "honours",
    label: "Honours",
    kind: number(0, 5),
    per_side: true,
    optional: true,
    help: "trump honours (A K Q J 10) each side held; aces at no trumps",
};
const HONOURS_IN_ONE_HAND: Field = Field {
    name: "honours_in_one_hand",
    label: "In one hand",
    kind: number(0, 5),
    per_side: true,
    optional: true,
    help: "the most of them in one hand of the side; needed for four or more",
};
const CHICANE: Field = Field {
    name: "chicane",
    label: "Chicane",
    kind: number(0, 2),
    per_side: true,
    optional: true,
    help: "players of the side who held no trump",
};
const REVOKES: Field = Field {
    name: "revokes",
    label: "Revokes",
    kind: number(0, hand::MAX_REVOKES),
    per_side: true,
    optional: true,
    help: "established revokes by each side",
};
const REVOKE_PENALTY_1904: Field = Field {
    name: "revoke_penalty",
    label: "Revoke penalty",
    kind: FieldKind::Choice {
        choices: &[
            ("tricks", "take three tricks"),
            ("deduct", "deduct three tricks' value"),
            ("add", "add three tricks' value"),
        ],
    },
    per_side: true,
    optional: true,
    help: "what the adversaries chose for each side's revokes (Law 90)",
};
const REVOKE_PENALTY_1908: Field = Field {
    name: "revoke_penalty",
    label: "Revoke penalty",
    kind: FieldKind::Choice {
        choices: &[
            ("points", "150 above the line"),
            ("tricks", "take three tricks"),
        ],
    },
    per_side: true,
    optional: true,
    help: "a revoking declarer always pays 150; against the adversaries the declarer chooses (Law 90)",
};
const PENALTIES: Field = Field {
    name: "penalties",
    label: "Penalty points",
    kind: number(0, hand::MAX_PENALTY_POINTS),
    per_side: true,
    optional: true,
    help: "points each side is awarded for the other's irregularities (laws 72, 88, 89)",
};
const ABANDON: Field = Field {
    name: "abandon",
    label: "Rubber given up",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "the rubber ends here unfinished: 125 for each game won (law 70)",
};
const ABANDON_CONTRACT: Field = Field {
    help: "the rubber ends here unfinished, made up as the table's `unfinished` setting says (125 a game won by default, as at auction law 70)",
    ..ABANDON
};
const GOULASH: Field = Field {
    name: "goulash",
    label: "Goulash",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "dealt as Mayonnaise or Goulash, the sorted hands 5 5 3: the bid must reach game unless it is the redeal (L2648–2674)",
};
const REDEAL: Field = Field {
    name: "redeal",
    label: "Goulash redeal",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "the goulash redealt after no bid reached game: played \"no matter what the final bid\"",
};

pub const BRIDGE_1904_DEAL: &[Field] = &[
    MAKERS,
    DENOMINATION,
    DOUBLES_1904,
    TRICKS,
    HONOURS,
    HONOURS_IN_ONE_HAND,
    CHICANE,
    REVOKES,
    REVOKE_PENALTY_1904,
];
pub const AUCTION_1908_DEAL: &[Field] = &[
    DECLARER,
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    HONOURS,
    HONOURS_IN_ONE_HAND,
    CHICANE,
    REVOKES,
    REVOKE_PENALTY_1908,
];
pub const AUCTION_1926_DEAL: &[Field] = &[
    DECLARER,
    LEVEL,
    DENOMINATION_1926,
    DOUBLES,
    TRICKS,
    HONOURS,
    HONOURS_IN_ONE_HAND,
    REVOKES,
    PENALTIES,
    ABANDON,
    GOULASH,
    REDEAL,
];
pub const CONTRACT_1927_DEAL: &[Field] = &[
    DECLARER,
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    HONOURS,
    HONOURS_IN_ONE_HAND,
    REVOKES,
    PENALTIES,
    ABANDON_CONTRACT,
];

/// Auction for two players: each side is one player; the count is 1926's.
pub const AUCTION_TWO_HAND_DEAL: &[Field] = &[
    Field {
        label: "Declarer",
        help: "the player who won the contract",
        ..DECLARER
    },
    LEVEL,
    DENOMINATION_1926,
    DOUBLES,
    Field {
        help: "tricks the declarer took of the thirteen scored: at Draw Auction the last thirteen, the first thirteen being not scored",
        ..TRICKS
    },
    Field {
        help: "trump honours (A K Q J 10) each player held; aces at no trumps",
        ..HONOURS
    },
    Field {
        help: "Chinese Auction: the most of them in one hand (playing hand or table); at Blind and Draw Auction a player's honours are all in his one hand",
        ..HONOURS_IN_ONE_HAND
    },
    Field {
        help: "established revokes by each player",
        ..REVOKES
    },
    PENALTIES,
    ABANDON,
];

const fn role(name: &'static str, label: &'static str, max: i64, help: &'static str) -> Field {
    Field {
        name,
        label,
        kind: number(0, max),
        per_side: false,
        optional: true,
        help,
    }
}

const LUMP_DECLARER: Field = Field {
    name: "declarer",
    label: "Declarer",
    kind: FieldKind::Side,
    per_side: false,
    optional: false,
    help: "the player who won the contract and took the dummy",
};
const LUMP_ROLES: [Field; 6] = [
    role(
        "declarer_honours",
        "Declarer's honours",
        5,
        "honours (aces at no trumps) in the declarer's and dummy's hands",
    ),
    role(
        "declarer_honours_in_one_hand",
        "…in one hand",
        5,
        "needed for four or more",
    ),
    role(
        "defender_honours",
        "Adversaries' honours",
        5,
        "honours in the adversaries' hands",
    ),
    role(
        "defender_honours_in_one_hand",
        "…in one hand",
        5,
        "needed for four or more",
    ),
    role(
        "declarer_revokes",
        "Declarer's revokes",
        hand::MAX_REVOKES,
        "established revokes by the declarer's side",
    ),
    role(
        "defender_revokes",
        "Adversaries' revokes",
        hand::MAX_REVOKES,
        "established revokes by the adversaries",
    ),
];

pub const STOP_GAP_DEAL: &[Field] = &[
    LUMP_DECLARER,
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    LUMP_ROLES[0],
    LUMP_ROLES[1],
    LUMP_ROLES[2],
    LUMP_ROLES[3],
    LUMP_ROLES[4],
    LUMP_ROLES[5],
];
pub const DUMMY_UP_DEAL: &[Field] = &[
    LUMP_DECLARER,
    Field {
        name: "dealer",
        label: "Dealer (four players)",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "with four players, the dealer whose hand is the dummy shares the declarer's score",
    },
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    LUMP_ROLES[0],
    LUMP_ROLES[1],
    LUMP_ROLES[2],
    LUMP_ROLES[3],
    LUMP_ROLES[4],
    LUMP_ROLES[5],
    GOULASH,
    REDEAL,
];
pub const WIDOW_DEAL: &[Field] = &[
    LUMP_DECLARER,
    Field {
        name: "bid",
        label: "Bid",
        kind: number(6, 70),
        per_side: false,
        optional: false,
        help: "the winning number bid; the contract's trick value must cover it",
    },
    LEVEL,
    DENOMINATION,
    DOUBLES,
    TRICKS,
    LUMP_ROLES[0],
    LUMP_ROLES[1],
    LUMP_ROLES[2],
    LUMP_ROLES[3],
    LUMP_ROLES[4],
    LUMP_ROLES[5],
];

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Bridge1904Settings {
    #[serde(default)]
    double_limit: DoubleLimit,
    #[serde(default)]
    double_chicane: DoubleChicane,
    #[serde(default)]
    revoke_value: RevokeValue,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Auction1908Settings {
    #[serde(default)]
    double_chicane: DoubleChicane,
    #[serde(default)]
    penalty_trick_bonus: PenaltyTrickBonus,
    #[serde(default)]
    failed_slam: FailedSlam,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Auction1926Settings {
    #[serde(default)]
    rounding: Rounding,
    #[serde(default)]
    nullo: Nullo,
    #[serde(default)]
    goulash_game_bid: GoulashGameBid,
    #[serde(default)]
    short_of_tricks: ShortOfTricks,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Contract1927Settings {
    #[serde(default)]
    undertricks: UndertrickScale,
    #[serde(default)]
    bid_slam: BidSlam,
    #[serde(default)]
    short_of_tricks: ShortOfTricks,
    #[serde(default)]
    redoubled: Redoubled,
    #[serde(default = "redoubled_overtrick")]
    redoubled_overtrick: OvertrickRedoubled,
    #[serde(default)]
    honours: ContractHonours,
    #[serde(default)]
    failed_slam: FailedSlam,
    #[serde(default = "contract_game")]
    game: ContractGame,
    #[serde(default)]
    unfinished: Unfinished,
}

/// The values the `redoubled_overtrick` setting lists.
#[derive(Deserialize, Clone, Copy)]
#[serde(try_from = "i64")]
struct OvertrickRedoubled(i64);

impl TryFrom<i64> for OvertrickRedoubled {
    type Error = String;
    fn try_from(points: i64) -> Result<Self, String> {
        match points {
            100 | 200 => Ok(OvertrickRedoubled(points)),
            _ => Err(format!("{points} is not 200 or 100")),
        }
    }
}

fn redoubled_overtrick() -> OvertrickRedoubled {
    OvertrickRedoubled(200)
}

/// The values the contract `game` setting lists.
#[derive(Deserialize, Clone, Copy)]
#[serde(try_from = "i64")]
struct ContractGame(i64);

impl TryFrom<i64> for ContractGame {
    type Error = String;
    fn try_from(points: i64) -> Result<Self, String> {
        match points {
            30 | 40 | 50 | 60 => Ok(ContractGame(points)),
            _ => Err(format!("{points} is not one of 30, 40, 50, 60")),
        }
    }
}

fn contract_game() -> ContractGame {
    ContractGame(rubber::GAME)
}

impl Default for Contract1927Settings {
    fn default() -> Self {
        Contract1927Settings {
            undertricks: UndertrickScale::default(),
            bid_slam: BidSlam::default(),
            short_of_tricks: ShortOfTricks::default(),
            redoubled: Redoubled::default(),
            redoubled_overtrick: redoubled_overtrick(),
            honours: ContractHonours::default(),
            failed_slam: FailedSlam::default(),
            game: contract_game(),
            unfinished: Unfinished::default(),
        }
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct StopGapSettings {
    #[serde(default)]
    odd_figures: OddFigures,
    #[serde(default)]
    netting: Netting,
    #[serde(default)]
    game_points: GamePoints,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct DummyUpSettings {
    #[serde(default)]
    odd_figures: OddFigures,
    #[serde(default)]
    goulash_game_bid: GoulashGameBid,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct WidowSettings {
    #[serde(default)]
    odd_figures: OddFigures,
    #[serde(default)]
    scoring: WidowScoring,
}

fn read<T: serde::de::DeserializeOwned + Default>(
    value: &serde_json::Value,
) -> Result<T, LawError> {
    match value {
        serde_json::Value::Null => Ok(T::default()),
        v => from_value("settings", v),
    }
}

/// The settings of a rubber code, read from the input's `settings`.
pub fn rubber_settings(code: Code, value: &serde_json::Value) -> Result<Settings, LawError> {
    let d = Settings::default();
    Ok(match code {
        Code::Bridge1904 => {
            let s: Bridge1904Settings = read(value)?;
            Settings {
                double_limit: s.double_limit,
                double_chicane: s.double_chicane,
                revoke_value: s.revoke_value,
                ..d
            }
        }
        Code::Auction1908 => {
            let s: Auction1908Settings = read(value)?;
            Settings {
                double_chicane: s.double_chicane,
                penalty_trick_bonus: s.penalty_trick_bonus,
                failed_slam: s.failed_slam,
                ..d
            }
        }
        Code::Auction1926 => {
            let s: Auction1926Settings = read(value)?;
            Settings {
                rounding: s.rounding,
                nullo: s.nullo,
                goulash: Some(s.goulash_game_bid),
                short_of_tricks: s.short_of_tricks,
                ..d
            }
        }
        Code::Contract1927 => {
            let s: Contract1927Settings = read(value)?;
            Settings {
                undertricks: s.undertricks,
                bid_slam: s.bid_slam,
                short_of_tricks: s.short_of_tricks,
                redoubled: s.redoubled,
                redoubled_overtrick: Some(s.redoubled_overtrick.0),
                contract_honours: s.honours,
                failed_slam: s.failed_slam,
                game: Some(s.game.0),
                unfinished: s.unfinished,
                ..d
            }
        }
    })
}

fn lump_settings(game: Game, value: &serde_json::Value) -> Result<Settings, LawError> {
    // The three- and four-hand texts say nothing of nullos, so their deals refuse one.
    let defaults = Settings {
        nullo: Nullo::Refused,
        ..Settings::default()
    };
    Ok(match game {
        Game::StopGap => {
            let s: StopGapSettings = read(value)?;
            Settings {
                odd_figures: s.odd_figures,
                netting: s.netting,
                game_points: s.game_points,
                ..defaults
            }
        }
        // Mayonnaise and Goulash "are two varieties of Dummy Up" (L2650).
        Game::DummyUp => {
            let s: DummyUpSettings = read(value)?;
            Settings {
                odd_figures: s.odd_figures,
                goulash: Some(s.goulash_game_bid),
                ..defaults
            }
        }
        Game::Widow => {
            let s: WidowSettings = read(value)?;
            Settings {
                odd_figures: s.odd_figures,
                widow_scoring: s.scoring,
                ..defaults
            }
        }
    })
}

/// Refuses a table of the wrong size or with a nameless side.
pub fn check_names(field: &str, names: &[String], min: usize, max: usize) -> Result<(), LawError> {
    if !(min..=max).contains(&names.len()) {
        let wanted = if min == max {
            format!("{min}")
        } else {
            format!("{min} to {max}")
        };
        return Err(LawError::new(
            field,
            format!("{} names; the game is for {wanted}", names.len()),
        ));
    }
    for (i, name) in names.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(LawError::new(format!("{field}[{i}]"), "empty name"));
        }
    }
    Ok(())
}

/// A rubber code's deals read and played: the settings, the two sides' names and the sitting.
pub fn rubber_sitting(
    code: Code,
    input: &PadInput,
) -> Result<(Settings, [String; 2], Sitting), LawError> {
    let settings = rubber_settings(code, &input.settings)?;
    play_rubber(code, settings, input, |_, _| Ok(()))
}

/// The deals read, each `raw` deal put through `adjust` before it is checked, and played.
fn play_rubber(
    code: Code,
    settings: Settings,
    input: &PadInput,
    adjust: impl Fn(&mut Raw, Paths) -> Result<(), LawError>,
) -> Result<(Settings, [String; 2], Sitting), LawError> {
    check_names("sides", &input.sides, 2, 2)?;
    let sides = [input.sides[0].clone(), input.sides[1].clone()];
    let hands = (0..input.deals.len())
        .map(|i| {
            let entered: EnteredDeal = input.deal(i)?;
            let at = Paths {
                deal: i,
                by_role: false,
            };
            let mut raw = entered.raw(at)?;
            adjust(&mut raw, at)?;
            hand::check(code, &settings, at, &raw)
        })
        .collect::<Result<Vec<Hand>, _>>()?;
    let sitting = rubber::play(code, &settings, &sides, &hands);
    Ok((settings, sides, sitting))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct TwoHandSettings {
    #[serde(default)]
    form: TwoHandForm,
    #[serde(default)]
    blind_scoring: BlindScoring,
    #[serde(default)]
    rounding: Rounding,
    #[serde(default)]
    nullo: Nullo,
    #[serde(default)]
    short_of_tricks: ShortOfTricks,
}

/// The settings of auction for two players, checked against each other.
fn two_hand_settings(value: &serde_json::Value) -> Result<Settings, LawError> {
    let s: TwoHandSettings = read(value)?;
    if s.blind_scoring == BlindScoring::Deal125 {
        if s.form != TwoHandForm::Blind {
            return Err(LawError::new(
                "settings.blind_scoring",
                "only Blind Auction may be scored deal by deal (L2693–2694); the other forms play rubbers",
            ));
        }
        if s.rounding == Rounding::Hundreds {
            return Err(LawError::new(
                "settings.rounding",
                "deals scored one by one make no rubber to call to the nearest hundred",
            ));
        }
    }
    Ok(Settings {
        rounding: s.rounding,
        nullo: s.nullo,
        short_of_tricks: s.short_of_tricks,
        two_hand: Some(s.form),
        blind_scoring: s.blind_scoring,
        ..Settings::default()
    })
}

/// Auction for two players read and played: each player is a side, scored by the 1926 count.
/// At Blind and Draw Auction a player holds one hand of thirteen and no dummy, so whatever
/// honours he holds are in one hand; Chinese Auction's player has his playing hand and the
/// cards on the table, so there they are entered as at four-hand auction.
pub fn two_hand_sitting(input: &PadInput) -> Result<(Settings, [String; 2], Sitting), LawError> {
    let settings = two_hand_settings(&input.settings)?;
    let one_hand = settings.two_hand != Some(TwoHandForm::Chinese);
    let each_deal = settings.blind_scoring == BlindScoring::Deal125;
    play_rubber(Code::Auction1926, settings, input, |raw, at| {
        if each_deal && raw.abandon == Some(true) {
            return Err(LawError::new(
                at.whole("abandon"),
                "Blind Auction scored deal by deal has no rubber to give up",
            ));
        }
        if !one_hand {
            return Ok(());
        }
        match (raw.honours, raw.honours_in_one_hand) {
            (Some(held), None) => raw.honours_in_one_hand = Some(held),
            (Some(held), Some(one)) if one != held => {
                return Err(LawError::new(
                    at.whole("honours_in_one_hand"),
                    "at Blind and Draw Auction each player holds one hand, so all his honours are in it",
                ));
            }
            _ => {}
        }
        Ok(())
    })
}

fn two_hand_notes(settings: &Settings) -> Vec<String> {
    let form = match settings.two_hand {
        Some(TwoHandForm::Blind) => {
            "Blind Auction: each half of the pack is a deal of its own, bid and played without a dummy."
        }
        Some(TwoHandForm::Draw) => {
            "Draw Auction: the first thirteen tricks are not scored; tricks are of the last thirteen."
        }
        _ => "Two Hand or Chinese Auction: two games win the rubber.",
    };
    let mut notes = vec![
        form.to_owned(),
        if settings.blind_scoring == BlindScoring::Deal125 {
            "Scored by the 1926 count, each deal complete: 125 for 30 trick points on the deal, no rubber."
        } else {
            "Scored by the 1926 count: clubs 6, diamonds 7, hearts 8, spades 9, no trumps 10; 250 for the rubber."
        }
        .to_owned(),
    ];
    if settings.rounding == Rounding::Hundreds {
        notes.push("Rubbers are called to the nearest hundred, 50 up.".to_owned());
    }
    notes
}

pub fn pad_auction_two_hand(input: &PadInput) -> Result<Pad, LawError> {
    let (settings, sides, sitting) = two_hand_sitting(input)?;
    let mut pad = rubber::pad(&sides, &sitting, two_hand_notes(&settings));
    if settings.rounding == Rounding::Hundreds {
        pad.stake_unit = 100;
    }
    Ok(pad)
}

/// As at four-hand auction: until the rubber is agreed, the trick score only until its game is
/// concluded; scored deal by deal, every deal is a game concluded when the next is entered.
pub fn correctable_auction_two_hand(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(two_hand_sitting(input), input, deal)
}

fn rubber_notes(code: Code, settings: &Settings) -> Vec<String> {
    let mut notes = vec![
        match code {
            Code::Bridge1904 => "Bridge, 1904 club code: either side scores its odd tricks below; 100 for the rubber.",
            Code::Auction1908 => "Auction, 1908 Portland & Bath code: only a contract made scores below; 250 for the rubber.",
            Code::Auction1926 => "Auction, 1926 count: clubs 6, diamonds 7, hearts 8, spades 9, no trumps 10; 250 for the rubber.",
            Code::Contract1927 => "Contract, early form: only the contract scores below; 100 a game, 300 for the rubber game.",
        }
        .to_owned(),
    ];
    if settings.rounding == Rounding::Hundreds {
        notes.push("Rubbers are called to the nearest hundred, 50 up.".to_owned());
    }
    notes
}

fn rubber_pad(code: Code, input: &PadInput) -> Result<Pad, LawError> {
    let (settings, sides, sitting) = rubber_sitting(code, input)?;
    let mut pad = rubber::pad(&sides, &sitting, rubber_notes(code, &settings));
    if settings.rounding == Rounding::Hundreds {
        pad.stake_unit = 100;
    }
    Ok(pad)
}

pub fn pad_bridge_1904(input: &PadInput) -> Result<Pad, LawError> {
    rubber_pad(Code::Bridge1904, input)
}
pub fn pad_auction_1908(input: &PadInput) -> Result<Pad, LawError> {
    rubber_pad(Code::Auction1908, input)
}
pub fn pad_auction_1926(input: &PadInput) -> Result<Pad, LawError> {
    rubber_pad(Code::Auction1926, input)
}
pub fn pad_contract_1927(input: &PadInput) -> Result<Pad, LawError> {
    rubber_pad(Code::Contract1927, input)
}

/// A sitting read and played, as each rubber law reads its deals.
type Played = Result<(Settings, [String; 2], Sitting), LawError>;

/// Whether deal `deal` may still be corrected by the players: until the score of its rubber is
/// made up and agreed, which entering the next rubber's first deal shows. That is the window
/// for honours, chicane, slams, bonuses and penalties (1904 Law 13, L7522–7525, which 1908
/// keeps; 1926 law 67, L1969–1971). What scores below the line has the shorter window of the
/// game (1904 Law 12; 1926 law 66), which [`trick_score_closed`] keeps.
fn until_rubber_agreed(played: Played, input: &PadInput, deal: usize) -> bool {
    until_closed_by(played, input, deal, |r| r.rubber_closed.is_some())
}

/// Whether the game deal `deal` belongs to is still open: a game is "not concluded until the
/// last card of the following deal has been dealt, or, in the case of the last game of the
/// rubber, until the score has been made up and agreed" (1904 Law 12, L7515–7520); the 1926
/// count says "before the bidding begins for the following game" (law 66, L1964–1968). Either
/// way, entering a deal after the game's last closes it.
fn game_open(played: Played, input: &PadInput, deal: usize) -> bool {
    until_closed_by(played, input, deal, |r| {
        r.game_won.is_some() || r.rubber_closed.is_some()
    })
}

fn until_closed_by(
    played: Played,
    input: &PadInput,
    deal: usize,
    closes: impl Fn(&rubber::DealRecord) -> bool,
) -> bool {
    if deal >= input.deals.len() {
        return false;
    }
    let Ok((_, _, sitting)) = played else {
        return registry::last_deal_only(input, deal);
    };
    match sitting.deals[deal..].iter().find(|r| closes(r)) {
        None => true,
        Some(end) => end.deal + 1 == input.deals.len(),
    }
}

/// A correction of a deal whose game is concluded that changes what it scored below the line
/// (declarer, level, denomination, doubles, tricks, a revoke's tricks: whatever feeds the trick
/// score) is outside the trick score's window, though the rubber's window lets honours, chicane
/// and slams be put right (1904 Laws 12–13, L7515–7525; 1926 laws 66–67, L1964–1971).
fn trick_score_closed(
    play: &dyn Fn(&PadInput) -> Played,
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    if game_open(play(input), input, deal) {
        return None;
    }
    let below = |input: &PadInput| {
        play(input)
            .ok()
            .and_then(|(_, _, sitting)| sitting.deals.get(deal).map(|r| r.scored.below.clone()))
    };
    let mut corrected = input.clone();
    *corrected.deals.get_mut(deal)? = new.clone();
    // A deal the law refuses is refused when it is saved; it makes no late claim.
    let after = below(&corrected)?;
    (below(input)? != after).then(|| {
        format!(
            "deal {}: the trick score below the line may be corrected only until its game is concluded, and a later deal has been entered (1904 Law 12, seed 000 L7515–7520; 1926 law 66, seed 001 L1964–1968)",
            deal + 1
        )
    })
}

fn rubber_claims_closed(
    code: Code,
    revoke: ClaimsClosed,
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    revoke(input, deal, new)
        .or_else(|| trick_score_closed(&|i| rubber_sitting(code, i), input, deal, new))
}

pub fn correctable_bridge_1904(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(rubber_sitting(Code::Bridge1904, input), input, deal)
}
pub fn correctable_auction_1908(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(rubber_sitting(Code::Auction1908, input), input, deal)
}
pub fn correctable_auction_1926(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(rubber_sitting(Code::Auction1926, input), input, deal)
}
pub fn correctable_contract_1927(input: &PadInput, deal: usize) -> bool {
    until_rubber_agreed(rubber_sitting(Code::Contract1927, input), input, deal)
}

pub fn claims_closed_bridge_1904(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    rubber_claims_closed(Code::Bridge1904, claims_closed_1904, input, deal, new)
}
pub fn claims_closed_auction_1908(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    rubber_claims_closed(Code::Auction1908, claims_closed_1904, input, deal, new)
}
pub fn claims_closed_auction_1926(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    rubber_claims_closed(Code::Auction1926, claims_closed_1926, input, deal, new)
}
pub fn claims_closed_contract_1927(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    rubber_claims_closed(Code::Contract1927, claims_closed_1926, input, deal, new)
}
pub fn claims_closed_auction_two_hand(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    claims_closed_1926(input, deal, new)
        .or_else(|| trick_score_closed(&two_hand_sitting, input, deal, new))
}

/// What a game is worth in the three- and four-hand games (L2541–2542, L2585–2586).
fn game_bonus(game: Game, settings: &Settings) -> i64 {
    match (game, settings.widow_scoring) {
        (Game::StopGap, _) | (Game::Widow, WidowScoring::StopGap) => 200,
        (Game::DummyUp, _) | (Game::Widow, WidowScoring::DummyUp) => 100,
    }
}

/// A lump game's deals read and played.
pub fn lump_sitting(
    game: Game,
    settings_value: &serde_json::Value,
    names: &[String],
    deals: &[serde_json::Value],
) -> Result<(Settings, LumpSitting), LawError> {
    let (min, max) = lump::players(game);
    check_names("players", names, min, max)?;
    let settings = lump_settings(game, settings_value)?;
    let deals = deals
        .iter()
        .enumerate()
        .map(|(i, d)| from_value::<LumpDeal>(&format!("deals[{i}]"), d))
        .collect::<Result<Vec<_>, _>>()?;
    let sitting = lump::play(
        game,
        game_bonus(game, &settings),
        &settings,
        names.len(),
        &deals,
        names,
    )?;
    Ok((settings, sitting))
}

fn lump_pad(game: Game, input: &PadInput) -> Result<Pad, LawError> {
    let (settings, sitting) = lump_sitting(game, &input.settings, &input.sides, &input.deals)?;
    let netting = match settings.netting {
        Netting::Netted => "the declarer's honours are netted against the penalty",
        Netting::Separate => "each player is credited with his own side's points, unnetted",
    };
    let mut notes = vec![format!(
        "Each deal a game, {} for game; {netting}.",
        game_bonus(game, &settings)
    )];
    if settings.odd_figures == OddFigures::Dropped {
        notes.push(
            "Odd figures are thrown off each total before the differences are paid.".to_owned(),
        );
    }
    Ok(lump::pad(&input.sides, &sitting, notes))
}

pub fn pad_stop_gap(input: &PadInput) -> Result<Pad, LawError> {
    lump_pad(Game::StopGap, input)
}
pub fn pad_dummy_up(input: &PadInput) -> Result<Pad, LawError> {
    lump_pad(Game::DummyUp, input)
}
pub fn pad_widow_auction(input: &PadInput) -> Result<Pad, LawError> {
    lump_pad(Game::Widow, input)
}

/// 1904 Law 97 (seed 000 L8024–8025), which the 1908 auction code keeps ("as in Bridge",
/// L8190–8194): a revoke, and so the penalty chosen for it, cannot be claimed once a later deal
/// is entered. Honours, chicane and slams have no such deadline: they stand corrected until the
/// rubber is agreed (Law 13).
pub fn claims_closed_1904(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    let law = "a revoke cannot be claimed after the cards have been cut for the following deal (Law 97, seed 000 L8024–8025)";
    late_claim(
        input,
        deal,
        new,
        &[("revokes", law), ("revoke_penalty", law)],
    )
}

/// 1926 law 126 (seed 001 L2312–2315), which contract (L2467–2470) and the two-player forms
/// keep: "The revoke must be proved and the penalty claimed before the cards are cut for the
/// next deal"; the last deal's revoke waits only for the rubber score to be agreed.
pub fn claims_closed_1926(
    input: &PadInput,
    deal: usize,
    new: &serde_json::Value,
) -> Option<String> {
    late_claim(
        input,
        deal,
        new,
        &[(
            "revokes",
            "a revoke must be proved and the penalty claimed before the cards are cut for the next deal (law 126, seed 001 L2312–2315)",
        )],
    )
}
