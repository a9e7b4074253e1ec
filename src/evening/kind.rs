//! The kinds of party the books describe, and each kind's default settings.

use crate::party::progression::{HeadWinners, LoneHands, Method, PivotMovement, Settings};
use crate::party::scoring::{Mode, TieRule};

/// The parties the books describe, each with its own defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Progressive Euchre, seed 001 L6368–6524; the 1909 account, seed 000 L2811–2847.
    ProgressiveEuchre,
    /// Rapid Euchre, seed 001 L6525–6535: no lone hands, Table 1's winners go to the foot.
    RapidEuchre,
    /// Large (public) Euchre, seed 001 L6536–6836: no lone hands (rule 6, L6828), a tie is a
    /// half game to all four (rule 5, L6826), ties for prizes by numbered slips (L6782–6788).
    LargeEuchre,
    /// Progressive whist: the books give no rules of its own; "Progressive Play" (seed 001
    /// L6368–6391) is written for any partnership game, so it is played as progressive euchre.
    ProgressiveWhist,
    /// Progressive Auction, seed 001 L2856–2896: four deals a round, each side's gross total.
    ProgressiveAuction,
    /// Progressive Five Hundred, seed 001 L7368–7404: points, the winning partners progress.
    FiveHundred,
    /// Progressive Cinch, seed 001 L10449–10459: the bell at 32, ties cut to progress and score.
    Cinch,
    /// Sixty-three, progressive, seed 001 L10474–10476: "four hands are played at each table, or
    /// individual scores may be counted as in Cinch" — cinch's party with four deals a round
    /// in place of the bell.
    SixtyThree,
    /// Pivot bridge for a large game, seed 001 L2751–2854 and L6447–6459: the pivot movement,
    /// gross points, and Foster's draw-number prizes.
    PivotBridge,
}

impl Kind {
    pub const ALL: [Kind; 9] = [
        Kind::ProgressiveEuchre,
        Kind::RapidEuchre,
        Kind::LargeEuchre,
        Kind::ProgressiveWhist,
        Kind::ProgressiveAuction,
        Kind::FiveHundred,
        Kind::Cinch,
        Kind::SixtyThree,
        Kind::PivotBridge,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Kind::ProgressiveEuchre => "progressive-euchre",
            Kind::RapidEuchre => "rapid-euchre",
            Kind::LargeEuchre => "large-euchre",
            Kind::ProgressiveWhist => "progressive-whist",
            Kind::ProgressiveAuction => "progressive-auction",
            Kind::FiveHundred => "five-hundred",
            Kind::Cinch => "cinch",
            Kind::SixtyThree => "sixty-three",
            Kind::PivotBridge => "pivot-bridge",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::ProgressiveEuchre => "Progressive euchre",
            Kind::RapidEuchre => "Rapid euchre",
            Kind::LargeEuchre => "Large public euchre",
            Kind::ProgressiveWhist => "Progressive whist",
            Kind::ProgressiveAuction => "Progressive auction",
            Kind::FiveHundred => "Progressive five hundred",
            Kind::Cinch => "Progressive cinch",
            Kind::SixtyThree => "Progressive sixty-three",
            Kind::PivotBridge => "Pivot bridge (Foster's plan)",
        }
    }

    pub fn sources(self) -> &'static str {
        match self {
            Kind::ProgressiveEuchre => "seed 001 L6368–6524; seed 000 L2811–2847",
            Kind::RapidEuchre => "seed 001 L6525–6535",
            Kind::LargeEuchre => "seed 001 L6536–6836",
            Kind::ProgressiveWhist => {
                "seed 001 L6368–6391 (Progressive Play, any partnership game)"
            }
            Kind::ProgressiveAuction => "seed 001 L2856–2896",
            Kind::FiveHundred => "seed 001 L7368–7404",
            Kind::Cinch => "seed 001 L10449–10459",
            Kind::SixtyThree => "seed 001 L10474–10476 (as Cinch, L10449–10459)",
            Kind::PivotBridge => "seed 001 L2751–2854, L6447–6459",
        }
    }

    pub fn parse(id: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// The kind's own reading of the options the books leave open.
    pub fn settings(self) -> Settings {
        let mut s = Settings {
            rotate_sit_outs: true,
            ..Settings::default()
        };
        match self {
            Kind::ProgressiveEuchre | Kind::ProgressiveWhist => {}
            Kind::RapidEuchre => {
                s.head_winners = HeadWinners::ToFoot;
                s.lone_hands = LoneHands::None;
            }
            Kind::LargeEuchre => {
                s.lone_hands = LoneHands::None;
                // The book's room: 256 players in four aisles of sixteen tables (L6552–6676).
                s.aisles = Some(4);
                s.aisle_tables = Some(16);
            }
            // "the partners at each table having scored the greatest number of points … progress"
            // and "ties may cut to progress and score" first (L10455–10459).
            Kind::Cinch | Kind::SixtyThree => s.scoring.tie = TieRule::Decider,
            Kind::ProgressiveAuction => s.scoring.mode = Mode::Points,
            Kind::FiveHundred => {
                s.scoring.mode = Mode::Points;
                // "all 'set backs' in the minus column" (L7390–7398).
                s.scoring.set_backs = true;
                // Tally cards "A 1 … A 4", letter the table (L7370–7374); "three-hand, high
                // player progresses" (L7400–7404).
                s.seat_tallies = true;
                s.three_hand_high_only = true;
            }
            Kind::PivotBridge => {
                s.method = Method::Pivot;
                // The book's own pivot: four at a table all afternoon (L2751–2785).
                s.pivot_movement = PivotMovement::Book;
                s.scoring.mode = Mode::Points;
            }
        }
        s
    }

    /// What ends a game at this kind's tables, when the book says more than the bell at Table 1:
    /// said on the round and seating pages.
    pub fn game_ends(self) -> Option<&'static str> {
        match self {
            Kind::Cinch => Some(
                "Each table has a bell: the side first scoring 32 points rings it, and play immediately ceases at all tables; the points up to the last hand scored decide (seed 001 L10451–10455).",
            ),
            Kind::SixtyThree => Some(
                "Four hands are played at each table, then the players progress (seed 001 L10474–10476).",
            ),
            Kind::RapidEuchre => Some(
                "Each table has a bell: the game ends as soon as 5 points are scored at any table (seed 001 L6527–6530).",
            ),
            _ => None,
        }
    }

    /// Whether the kind counts lone hands at all: progressive euchre does (seed 001 L6387);
    /// rapid and large euchre forbid them, and the other games have none.
    pub fn counts_lone_hands(self) -> bool {
        matches!(self, Kind::ProgressiveEuchre)
    }

    /// Whether the creation form offers a choice for this kind: only a large euchre is laid out
    /// in aisles, and only progressive auction reckons its rounds gross or net.
    /// A party of euchre (progressive, rapid or large).
    pub fn is_euchre(self) -> bool {
        matches!(
            self,
            Kind::ProgressiveEuchre | Kind::RapidEuchre | Kind::LargeEuchre
        )
    }

    pub fn offers(self, choice: &str) -> bool {
        match choice {
            "aisles" | "aisle_tables" => self == Kind::LargeEuchre,
            "reckoning" => self == Kind::ProgressiveAuction,
            "pivot_movement" => self == Kind::PivotBridge,
            "table_size" => self == Kind::FiveHundred,
            // Euchre's own rules of progressive play (seed 001 L6467–6468, L6513–6515): lone
            // hands at euchre only; the three-hand foot table's limit at euchre and at
            // progressive whist, which is played as progressive euchre.
            "lone_hands" => self.is_euchre(),
            "three_hand_limit" => self.is_euchre() || self == Kind::ProgressiveWhist,
            _ => true,
        }
    }
}
