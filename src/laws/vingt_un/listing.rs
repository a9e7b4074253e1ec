//! The registry's entry for `vingt-un`, and the deal form the banking games share.

use super::super::ledger::school;
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::law::{VingtUn, score};

const DEALER: Field = Field {
    name: "dealer",
    label: "Who deals and holds the bank",
    kind: FieldKind::Side,
    per_side: false,
    optional: true,
    help: "leave blank and the bank passes as the book says",
};
const DOUBLED: Field = Field {
    name: "doubled",
    label: "The dealer doubled the stakes",
    kind: FieldKind::Flag,
    per_side: false,
    optional: true,
    help: "called on his first card, before the second is dealt",
};
const DEALER_CARDS: Field = Field {
    name: "dealer_cards",
    label: "The dealer's cards",
    kind: FieldKind::Text { max_len: 60 },
    per_side: false,
    optional: false,
    help: "rank then suit, as AS 10H or KD 5C 4S",
};
const STAKES: Field = Field {
    name: "stakes",
    label: "What each punter staked",
    // Nought is a blank: the form sends a side left blank as 0 when the range holds it.
    kind: FieldKind::Number {
        min: 0,
        max: 1_000_000,
    },
    per_side: true,
    optional: true,
    help: "in counters, before the dealer's double; the dealer's left blank",
};
const CARDS: Field = Field {
    name: "cards",
    label: "Each punter's cards",
    kind: FieldKind::Text { max_len: 60 },
    per_side: true,
    optional: true,
    help: "rank then suit, as 10C KD; a divided pair as two hands apart by /, as 8H 10C / 8S 9D",
};

/// The deal form of vingt-un, macao and seven and a half.
pub const BANK_DEAL: &[Field] = &[DEALER, DOUBLED, DEALER_CARDS, STAKES, CARDS, school::SEATED];

const VINGT_UN_DEAL: &[Field] = &[
    DEALER,
    DOUBLED,
    Field {
        optional: true,
        help: "rank then suit, as AS 10H; at French differences his two cards",
        ..DEALER_CARDS
    },
    STAKES,
    CARDS,
    Field {
        name: "calls",
        label: "Each punter's call, in French vingt-un",
        kind: FieldKind::Choice {
            choices: &[
                ("sympathy", "Sympathy"),
                ("antipathy", "Antipathy"),
                ("red", "Red"),
                ("black", "Black"),
            ],
        },
        per_side: true,
        optional: true,
        help: "at sympathy and antipathy, or at rouge et noir",
    },
    Field {
        name: "turned",
        label: "The cards the dealer turned, in French vingt-un",
        kind: FieldKind::Text { max_len: 60 },
        per_side: false,
        optional: true,
        help: "at self and company (his own first, the company's second) or the clock, in order",
    },
    Field {
        name: "round",
        label: "Which round of the French deal this is",
        kind: FieldKind::Number { min: 1, max: 8 },
        per_side: false,
        optional: true,
        help: "leave blank: the rounds follow in the book's order",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "vingt-un",
    name: "Vingt-un: the bank against the punters, by the English, 1909 or 1927 book",
    sources: "seed 003 L3104–3621; seed 000 L5050–5262; seed 001 L14367–14442",
    doc: "docs/laws/vingt-un.md",
    settings: &[
        Setting {
            name: "code",
            values: &["\"1884\"", "\"1909\"", "\"1927\""],
            default: "\"1884\"",
            about: "the English form: the dealer takes ties, a vingt-un drawn or natural is paid double, a punter's drawn vingt-un pays the dealer's only his stake (seed 003 L3211–3347); the 1909 Hoyle: ties \"twenty-ones included\" to the dealer (seed 000 L5153–5160); the 1927 rules' vingt-et-un: equal points stand off, no double for a drawn 21 and no doubling (seed 001 L14413–14437)",
        },
        Setting {
            name: "form",
            values: &["\"ordinary\"", "\"french\""],
            default: "\"ordinary\"",
            about: "French vingt-un: the deal lasts eight rounds, each played its own way (seed 000 L5208–5262)",
        },
        Setting {
            name: "bank_passes",
            values: &[
                "null",
                "\"on_a_natural\"",
                "\"to_the_natural\"",
                "\"every_round\"",
                "\"stays\"",
            ],
            default: "null",
            about: "null: as the code says. A punter's natural the dealer does not match puts him out and the deal passes to his left, except in his first round (seed 003 L3277–3283, L3390–3407; seed 000 L5181–5184); or to the holder of the natural (seed 003 L3146–3150; seed 000 L5195–5200); or \"usually … each player dealing one round, in turn\" (seed 001 L14389–14394, the 1927 code's); or the table names each dealer (a deal limited or sold, seed 003 L3540–3588)",
        },
        Setting {
            name: "natural_pays",
            values: &["2", "4"],
            default: "2",
            about: "a natural receives double the stake, as a drawn vingt-un; \"sometimes, by agreement, a natural receives double the amount of an ordinary\" (seed 000 fn 46, L18134–18137)",
        },
        Setting {
            name: "natural_from_each",
            values: &["\"nothing\"", "\"stake\"", "\"double\""],
            default: "\"nothing\"",
            about: "[AMBIG] \"it is sometimes agreed\" that the holder of a natural, the dealer having none, receives his stake or double from each of the other punters, other naturals exempt, besides the dealer's double (seed 003 L3590–3602)",
        },
        Setting {
            name: "drawn_tie",
            values: &["\"double\"", "\"single\""],
            default: "\"double\"",
            about: "[AMBIG] by the 1909 book, a punter's drawn twenty-one against the dealer's: \"each of the punters pays double\" and ties \"twenty-ones included\" go to the dealer (seed 000 L5155–5158); or only his stake, as the English form (seed 003 L3341–3342)",
        },
        Setting {
            name: "packs",
            values: &["1", "2"],
            default: "1",
            about: "one pack, or two shuffled together (seed 003 L3551–3553; seed 000 L5184–5186): a card may then be dealt twice in a round",
        },
        Setting {
            name: "most_stake",
            values: &["null", "2", "5", "10", "20"],
            default: "null",
            about: "the most a punter may stake on his card, \"whatever may be agreed upon\" (seed 003 L3192–3200; seed 000 L5059–5060); null: no limit",
        },
        Setting {
            name: "rouge_cards",
            values: &["1", "3"],
            default: "1",
            about: "French vingt-un's rouge et noir by one card, or \"in some circles\" three, two of three deciding (seed 000 L5235–5239)",
        },
    ],
    score,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 20,
            players_per_side: 1,
        },
        deal: VINGT_UN_DEAL,
        pad: school::pad::<VingtUn>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
