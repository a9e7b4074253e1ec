//! The registry's entries for faro, stuss and rouge-et-noir: their settings with the book's
//! lines, and the forms a turn and a coup are entered with at a table.

use super::super::ledger::school;
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::rouge::{self, RougeEtNoir};
use super::turn::{Faro, Stuss, score_faro, score_stuss};

const SIDES: Sides = Sides {
    min: 2,
    max: 20,
    players_per_side: 1,
};

const BANKER: Field = Field {
    name: "banker",
    label: "Who held the bank",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "leave blank when the bank stayed with the last banker, or the house banks",
};

const BANK: Setting = Setting {
    name: "bank",
    values: &["\"a_player\"", "\"house\""],
    default: "\"a_player\"",
    about: "the banker, \"usually selected by his offer to put up a certain amount\" (seed 001 L14652–14654), or the house, whose bank is the pool \"bank\" (\"against the bank or dealer\", L14712–14713)",
};

const ODD_COUNTER: Setting = Setting {
    name: "odd_counter",
    values: &["\"to_the_player\"", "\"to_the_bank\""],
    default: "\"to_the_player\"",
    about: "[GAP] when the bank takes half an odd stake (faro's split, seed 001 L14693; the refait, L14726–14727), who has the odd counter",
};

const TURN: &[Field] = &[
    BANKER,
    Field {
        name: "loser",
        label: "The card laid beside the box (it loses)",
        kind: FieldKind::Text { max_len: 5 },
        per_side: false,
        optional: false,
        help: "its denomination, as 7 or K (or with its suit, 7H)",
    },
    Field {
        name: "winner",
        label: "The card left showing in the box (it wins)",
        kind: FieldKind::Text { max_len: 5 },
        per_side: false,
        optional: false,
        help: "its denomination, as 7 or K",
    },
    Field {
        name: "bets",
        label: "Each punter's bets on the layout",
        kind: FieldKind::Text { max_len: 200 },
        per_side: true,
        optional: true,
        help: "as 5 on 7, 2 on K coppered, 4 on 5/6 (a bet between cards)",
    },
    Field {
        name: "hock",
        label: "At the last turn, the card left in the box (the hock)",
        kind: FieldKind::Text { max_len: 5 },
        per_side: false,
        optional: true,
        help: "leave blank but at the last turn",
    },
    Field {
        name: "calls",
        label: "At the last turn, each punter's call of the turn",
        kind: FieldKind::Text { max_len: 100 },
        per_side: true,
        optional: true,
        help: "the stake, the loser then the winner, as 2 on 7 K",
    },
    school::SEATED,
];

const TURN_SETTINGS: &[Setting] = &[
    BANK,
    Setting {
        name: "last_turn",
        values: &["\"to_one\"", "\"for_one\""],
        default: "\"to_one\"",
        about: "[AMBIG] \"the bank pays four for one if the player can call the turn … a cathop, and the bank pays two for one\" (seed 001 L14688–14693): four (two) won besides the stake, or four (two) counters in all for the one staked",
    },
    ODD_COUNTER,
];

pub const FARO: Law = Law {
    id: "faro",
    name: "Faro: the layout's bets against the bank, a turn a deal",
    sources: "seed 001 L14647–14699",
    doc: "docs/laws/faro.md",
    settings: TURN_SETTINGS,
    score: score_faro,
    table: Some(Table {
        sides: SIDES,
        deal: TURN,
        pad: school::pad::<Faro>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

pub const STUSS: Law = Law {
    id: "stuss",
    name: "Stuss: faro dealt from the hand, the dealer taking all on splits",
    sources: "seed 001 L14647–14699",
    doc: "docs/laws/stuss.md",
    settings: TURN_SETTINGS,
    score: score_stuss,
    table: Some(Table {
        sides: SIDES,
        deal: TURN,
        pad: school::pad::<Stuss>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};

const COUP: &[Field] = &[
    BANKER,
    Field {
        name: "black",
        label: "The cards dealt for black",
        kind: FieldKind::Text { max_len: 60 },
        per_side: false,
        optional: false,
        help: "in the order turned, as KS 9H 3D 10C, until they reach 31 or more",
    },
    Field {
        name: "red",
        label: "The cards dealt for red",
        kind: FieldKind::Text { max_len: 60 },
        per_side: false,
        optional: false,
        help: "in the order turned",
    },
    Field {
        name: "bets",
        label: "Each punter's bets",
        kind: FieldKind::Text { max_len: 100 },
        per_side: true,
        optional: true,
        help: "as 10 on red, 5 on black, 2 on colour or 2 on inverse",
    },
    school::SEATED,
];

pub const ROUGE_ET_NOIR: Law = Law {
    id: "rouge-et-noir",
    name: "Rouge-et-noir: red against black, nearer to 31 wins",
    sources: "seed 001 L14705–14728",
    doc: "docs/laws/rouge-et-noir.md",
    settings: &[
        BANK,
        Setting {
            name: "refait",
            values: &["\"half\"", "\"prison\""],
            default: "\"half\"",
            about: "\"If exactly 31 is dealt for each, the bank takes half the money on the table\" (seed 001 L14726–14727); or, as the casinos play it, every bet goes \"en prison\" and the next coup frees or loses it",
        },
        ODD_COUNTER,
    ],
    score: rouge::score,
    table: Some(Table {
        sides: SIDES,
        deal: COUP,
        pad: school::pad::<RougeEtNoir>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
