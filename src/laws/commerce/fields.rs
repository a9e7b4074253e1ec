//! Commerce's deal form and registry entry: what a table is asked for each deal, and the
//! settings with the book's lines that raise them.

use super::super::ledger::school;
use super::super::pad::{Field, FieldKind, Sides};
use super::super::registry::{self, Law, Setting, Table};
use super::law::Commerce;

const DEAL: &[Field] = &[
    Field {
        name: "dealer",
        label: "Who dealt?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "blank: the deal passes to the left (at continuous dealing, it stays until a tricon, sequence or flush)",
    },
    Field {
        name: "hands",
        label: "Each player's three cards when the hands were shown",
        kind: FieldKind::Text { max_len: 40 },
        per_side: true,
        optional: true,
        help: "as AS AH AD (10H for a ten); or the hand's value, as tricon A, sequence Q, flush 27, pair K 9 or point 28; or leave blank and say below who won",
    },
    Field {
        name: "best",
        label: "Or who held the best hand?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "when the hands are not written above",
    },
    Field {
        name: "stood",
        label: "Who stood, ending the trading?",
        kind: FieldKind::Side,
        per_side: false,
        // Needed wherever it is asked (the new game and continuous dealing): the stander
        // beaten pays; the other forms leave the field off their form (`Commerce::asks`).
        optional: false,
        help: "if beaten he pays a stake to those with better hands",
    },
    Field {
        name: "beat_stander",
        label: "Whose hands beat the stander's?",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "when the hands are not written above",
    },
    Field {
        name: "bought",
        label: "How many cards did each buy from the dealer for ready money?",
        kind: FieldKind::Number { min: 0, max: 50 },
        per_side: true,
        optional: true,
        help: "a stake a card, to the dealer",
    },
    Field {
        name: "beat_dealer",
        label: "The dealer held a combination and was beaten: whose hands beat his?",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "the dealer's penalty; when the hands are not written above",
    },
    Field {
        name: "worst",
        label: "Who held the worst hand?",
        kind: FieldKind::Flag,
        per_side: true,
        optional: true,
        help: "loses a life; when the hands are not written above",
    },
    Field {
        name: "horse",
        label: "Who bought a horse before this deal?",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the first out only, once: one more life for a part of his stake",
    },
    Field {
        name: "combination",
        label: "Did anyone hold a tricon, sequence or flush?",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "then the deal passes; when the hands are not written above",
    },
    school::SEATED,
];

pub const COMMERCE: Law = Law {
    id: "commerce",
    name: "Commerce: the new and old games, pool, limited, extended and continuous",
    sources: "seed 003 L3624–3998",
    doc: "docs/laws/commerce.md",
    settings: &[
        Setting {
            name: "form",
            values: &[
                "\"new\"",
                "\"old\"",
                "\"pool\"",
                "\"extended\"",
                "\"continuous\"",
            ],
            default: "\"new\"",
            about: "the new game (seed 003 L3741–3826), the old (L3828–3874), pool commerce (L3878–3915), extended commerce (L3960–3979) or continuous dealing (L3982–3997)",
        },
        Setting {
            name: "stake",
            values: &["1", "2", "3", "4", "5", "6", "10", "12"],
            default: "1",
            about: "counters a stake: \"only one stake recognised in the game\" (seed 003 L3740–3743)",
        },
        Setting {
            name: "limited",
            values: &["\"all\"", "\"no_pair\"", "\"no_flush_or_pair\""],
            default: "\"all\"",
            about: "limited commerce: only tricon, sequence, flush and point, or only tricon, sequence and point recognised (seed 003 L3918–3935)",
        },
        Setting {
            name: "flush_tie",
            values: &["\"highest_card\"", "\"equal\""],
            default: "\"highest_card\"",
            about: "[GAP] two flushes of one point: the book gives only \"the best point\" (seed 003 L3715–3717); the point's rule, the first highest card different (L3725–3728), or equal",
        },
        Setting {
            name: "tie",
            values: &["\"divide\"", "\"carry\""],
            default: "\"divide\"",
            about: "[GAP] equal best hands in the new game and pool commerce: shared as the old game pays equal winners (seed 003 L3866–3873), or the pool carries",
        },
        Setting {
            name: "stander_pays",
            values: &["\"each_better\"", "\"best_hand\""],
            default: "\"each_better\"",
            about: "[AMBIG] a stander beaten pays \"an additional stake to the holders of the better hands\" (seed 003 L3777–3779): to each, or to the best hand only",
        },
        Setting {
            name: "dealer_penalty",
            values: &["\"none\"", "\"each\"", "\"better\""],
            default: "\"none\"",
            about: "the dealer holding a tricon, sequence, flush or pair and beaten pays a stake to each player, or to those with better hands, \"sometimes agreed\" and not recommended (seed 003 L3938–3957)",
        },
        Setting {
            name: "pool_stake",
            values: &["6", "2", "3", "4", "12", "24"],
            default: "6",
            about: "[GAP] pool commerce: \"an equal sum\" each pays in for his three counters (seed 003 L3886–3888)",
        },
        Setting {
            name: "pool_win",
            values: &["1", "2", "3", "6"],
            default: "1",
            about: "[GAP] pool commerce: \"a previously arranged sum\" the winner of a hand takes from the pool (seed 003 L3891–3893)",
        },
        Setting {
            name: "lives",
            values: &["3", "2", "4", "5"],
            default: "3",
            about: "pool commerce: the counters each receives, three (seed 003 L3888)",
        },
        Setting {
            name: "horse",
            values: &["\"third\"", "\"half\""],
            default: "\"third\"",
            about: "[AMBIG] a horse costs \"usually one-third or one-half\" of the original stake (seed 003 L3908–3912)",
        },
        Setting {
            name: "worst_tie",
            values: &["\"each\"", "\"none\""],
            default: "\"each\"",
            about: "[GAP] pool commerce: equal worst hands each lose a life, or none does (seed 003 L3893–3895 is silent)",
        },
    ],
    score: school::score::<Commerce>,
    table: Some(Table {
        sides: Sides {
            min: 2,
            max: 12,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<Commerce>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
