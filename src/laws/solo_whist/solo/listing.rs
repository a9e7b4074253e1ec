//! Solo whist's deal form and its entry in the registry.

use super::super::super::ledger::school;
use super::super::super::pad::{Field, FieldKind, Sides};
use super::super::super::registry::{self, Law, Setting, Table};
use super::SoloWhist;

const DEAL: &[Field] = &[
    Field {
        name: "call",
        label: "What was called",
        kind: FieldKind::Choice {
            choices: &[
                (
                    "proposition",
                    "Proposition and acceptance (eight tricks with a partner)",
                ),
                ("solo", "Solo (five tricks alone)"),
                ("misere", "Misère (no trick, no trumps)"),
                ("abundance", "Abundance (nine tricks, the caller's trumps)"),
                (
                    "abundance_in_trumps",
                    "Abundance in trumps (nine tricks, the turned suit)",
                ),
                ("misere_ouverte", "Open misère (no trick, the hand spread)"),
                (
                    "abundance_declared",
                    "Abundance declared (all thirteen tricks)",
                ),
                (
                    "general_misere",
                    "General misère (all passed; the last trick loses)",
                ),
                (
                    "six_trick_solo",
                    "Six-trick solo (three players, all passed)",
                ),
                ("pass", "Everybody passed (a fresh deal)"),
            ],
        },
        per_side: false,
        optional: false,
        help: "",
    },
    Field {
        name: "caller",
        label: "Who called",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the proposer at a proposition; at a general misère, who took the last trick; \
               blank only when everybody passed",
    },
    Field {
        name: "partner",
        label: "Who accepted the proposition",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "only at a proposition; blank at any other call",
    },
    Field {
        name: "tricks",
        label: "Tricks the caller's side took",
        kind: FieldKind::Number { min: 0, max: 13 },
        per_side: false,
        optional: true,
        help: "as played, before any revoke's three tricks; may be left blank at a passed deal, and at a misère \
               ticked won or lost below",
    },
    Field {
        name: "won",
        label: "The misère was won",
        kind: FieldKind::Flag,
        per_side: false,
        optional: true,
        help: "tick when the misère caller took no trick",
    },
    Field {
        name: "revoke",
        label: "Who revoked, if anyone",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "the revoking side cannot win and gives up three tricks; against a misère, also an adversary who exposed a card or played out of turn",
    },
    Field {
        name: "dealer",
        label: "Who dealt, if not the next in turn",
        kind: FieldKind::Side,
        per_side: false,
        optional: true,
        help: "at five the player on the dealer's right stands out",
    },
    school::SEATED,
];

pub const LAW: Law = Law {
    id: "solo-whist",
    name: "Solo whist: proposition, solo, misère, abundance, paid deal by deal",
    sources: "seed 000 L4609–5040; seed 001 L4455–4563",
    doc: "docs/laws/solo-whist.md",
    settings: &[
        Setting {
            name: "code",
            values: &["\"1909\"", "\"1927\""],
            default: "\"1909\"",
            about: "the 1909 Hoyle's pence, \"six, twelve, and eighteen\" and a penny a trick (seed 000 L4753–4810), or the 1927 rules' red and white counters (seed 001 L4533–4559)",
        },
        Setting {
            name: "stake",
            values: &["6", "1", "12"],
            default: "6",
            about: "1909: pence for a proposition or a solo, a misère twice it and an abondance thrice; \"propositions and solos 1d., misères 2d., and abondances 3d.; or … 1s., 2s., and 3s.\" (seed 000 L4806–4810)",
        },
        Setting {
            name: "trick",
            values: &["1", "3"],
            default: "1",
            about: "1909: pence a trick over or under; \"1s., 2s., and 3s. … with 3d. each for over-tricks\" (seed 000 L4806–4810)",
        },
        Setting {
            name: "abundance_overtricks",
            values: &["\"single\"", "\"double\""],
            default: "\"single\"",
            about: "[AMBIG] \"not uncommon here to double the value of the over-tricks [of an abondance], but not of the under-tricks. This must be a matter of arrangement\" (seed 000 L4792–4797)",
        },
        Setting {
            name: "defender_revoke",
            values: &["\"three_tricks_to_caller\"", "\"tricks_as_played\""],
            default: "\"three_tricks_to_caller\"",
            about: "[AMBIG] 1909: an adversary of the caller revokes; the caller wins, the offender paying for his side (seed 000 L4893–4918); whether the three tricks count as the caller's over-tricks",
        },
        Setting {
            name: "red",
            values: &["10", "5"],
            default: "10",
            about: "1927: a red counter is worth \"five or ten times\" a white (seed 001 L4534–4537)",
        },
        Setting {
            name: "proposal",
            values: &["\"each_adversary\"", "\"one_adversary\""],
            default: "\"each_adversary\"",
            about: "[INFER] 1927: proposer and acceptor \"win one counter each from each adversary\" (seed 001 L4542–4544), or each from one adversary as in the 1909 book (seed 000 L4769–4772)",
        },
        Setting {
            name: "misere_tricks",
            values: &["\"not_counted\"", "\"counted\""],
            default: "\"not_counted\"",
            about: "[INFER] 1927: \"one white counter … for each trick under or over amount bid\" (seed 001 L4558) at a misère, which bids none",
        },
        Setting {
            name: "first_dealer",
            values: &["0", "1", "2", "3", "4"],
            default: "0",
            about: "who deals first; the deal passes to the left, and at five the player on the dealer's right stands out (seed 000 L5029–5031)",
        },
    ],
    score: |s| school::score::<SoloWhist>(s),
    table: Some(Table {
        sides: Sides {
            min: 3,
            max: 5,
            players_per_side: 1,
        },
        deal: DEAL,
        pad: school::pad::<SoloWhist>,
        correctable: registry::last_deal_only,
        claims_closed: None,
    }),
};
