//! The games of skat and what each is worth: unit values, matadores, the levels of Schneider and
//! Schwarz, lost games (doubled where the code says), overbids and the American doubling.
//!
//! Seed 001 L10675–10767 (the book's game), L10983–11087 (the League's Laws IX), L10861–10907
//! (American skat).

use serde::{Deserialize, Serialize};

/// Which laws a sitting is scored by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Code {
    /// The game as the book describes it (L10479–10848).
    #[default]
    Book,
    /// The North-American Skat League's laws, corrected to July 1926 (L10911–11273).
    Nasl,
    /// American skat (L10850–10907): its own law, `american-skat`, not a `code` of `skat`.
    #[serde(skip)]
    American,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    Tournee,
    GrandTournee,
    PasstMirNicht,
    Solo,
    #[serde(alias = "grand_frage")]
    Guckser,
    GrandSolo,
    GrandOuvert,
    #[serde(alias = "nullo")]
    Null,
    NullOuvert,
    #[serde(alias = "gucki_nullo")]
    GuckiNull,
    GuckiNullOuvert,
    /// American skat's suit game (the skat always taken).
    Suit,
    /// American skat's one grand.
    Grand,
    Ramsch,
    /// Everyone passed and no ramsch was played (the book's home game only: L10664).
    Passed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Trump {
    Clubs,
    Spades,
    Hearts,
    Diamonds,
}

/// What the declarer took: no trick, some, or every trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Tricks {
    None,
    #[default]
    Some,
    All,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Announced {
    Schneider,
    Schwarz,
}

/// How a game is won: by card points with trumps (suit or jacks only), or by taking no trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Suit,
    Grand,
    Null,
    Ramsch,
    Passed,
}

impl Game {
    pub fn kind(self) -> Kind {
        use Game::*;
        match self {
            Tournee | PasstMirNicht | Solo | Suit => Kind::Suit,
            GrandTournee | Guckser | GrandSolo | GrandOuvert | Grand => Kind::Grand,
            Null | NullOuvert | GuckiNull | GuckiNullOuvert => Kind::Null,
            Ramsch => Kind::Ramsch,
            Passed => Kind::Passed,
        }
    }

    /// Whether the code has this game at all.
    pub fn in_code(self, code: Code) -> bool {
        use Game::*;
        match code {
            Code::Book => !matches!(self, Suit | Grand),
            // Gucki nullos are not in the League's table (L11012–11074); everyone passing means
            // ramsch must be played (X.12, L11134–11136).
            Code::Nasl => !matches!(self, Suit | Grand | GuckiNull | GuckiNullOuvert | Passed),
            Code::American => matches!(self, Suit | Grand | Null | NullOuvert | Ramsch | Passed),
        }
    }

    /// Whether the declarer used the skat, so that he may not announce (L10719–10721; X.4).
    pub fn uses_skat(self) -> bool {
        use Game::*;
        matches!(
            self,
            Tournee | GrandTournee | PasstMirNicht | Guckser | GuckiNull | GuckiNullOuvert
        )
    }

    /// Whether Schneider or Schwarz may be announced: in solos (L10755–10756), and in every
    /// American game, "even after he has seen the Skat" (L10881–10883).
    pub fn may_announce(self) -> bool {
        matches!(
            self,
            Game::Solo | Game::GrandSolo | Game::Suit | Game::Grand
        )
    }

    /// Whether a lost game counts double against the declarer.
    pub fn doubled_when_lost(self, code: Code) -> bool {
        use Game::*;
        match code {
            // "if he loses, he loses double, no matter what game he is playing" (L10877–10879)
            Code::American => true,
            // Guckser, Gucki nullos (L10680–10690) and Passt-mir-nicht (L10660–10662).
            Code::Book => matches!(self, PasstMirNicht | Guckser | GuckiNull | GuckiNullOuvert),
            // Guckser "losing 32" (L11045–11048); Passt-mir-nicht (L11063–11064).
            Code::Nasl => matches!(self, PasstMirNicht | Guckser),
        }
    }

    /// Whether the declarer may abandon (throw) his hand: in a Tournee only in the book
    /// (L10779–10783); any game after the first trick by the League's X.19 (L11170–11172).
    pub fn may_abandon(self, code: Code) -> bool {
        use Game::*;
        match code {
            Code::Book => matches!(self, Tournee | GrandTournee | PasstMirNicht),
            Code::Nasl | Code::American => !matches!(self, Ramsch | Passed),
        }
    }

    /// The most matadores the game can be with or without: four jacks and seven more trumps in a
    /// suit, the four jacks alone in a grand.
    pub fn max_matadores(self) -> i64 {
        match self.kind() {
            Kind::Suit => 11,
            Kind::Grand => 4,
            _ => 0,
        }
    }

    /// The unit value (L10675–10704; L11012–11074; American L10861–10864).
    pub fn unit(self, code: Code, trump: Option<Trump>) -> i64 {
        use Game::*;
        let suit = |clubs: i64| match trump {
            Some(Trump::Clubs) | None => clubs,
            Some(Trump::Spades) => clubs - 1,
            Some(Trump::Hearts) => clubs - 2,
            Some(Trump::Diamonds) => clubs - 3,
        };
        match self {
            Tournee | PasstMirNicht => suit(8),
            Solo | Suit => suit(12),
            GrandTournee => 12,
            Guckser => 16,
            GrandSolo => 20,
            GrandOuvert | Grand => 24,
            Null if code == Code::American => 23,
            NullOuvert if code == Code::American => 46,
            Null => 20,
            NullOuvert => 40,
            GuckiNull => 15,
            GuckiNullOuvert => 30,
            Ramsch | Passed => 0,
        }
    }

    /// The game's name as the book writes it.
    pub fn name(self) -> &'static str {
        use Game::*;
        match self {
            Tournee => "Tournee",
            GrandTournee => "Grand Tournee",
            PasstMirNicht => "Passt-mir-nicht Tournee",
            Solo => "Solo",
            Guckser => "Guckser",
            GrandSolo => "Grand Solo",
            GrandOuvert => "Grand Ouvert",
            Null => "Nullo",
            NullOuvert => "Null Ouvert",
            GuckiNull => "Gucki Nullo",
            GuckiNullOuvert => "Gucki Null Ouvert",
            Suit => "Suit",
            Grand => "Grand",
            Ramsch => "Ramsch",
            Passed => "Passed",
        }
    }
}

impl Trump {
    pub fn name(self) -> &'static str {
        match self {
            Trump::Clubs => "♣",
            Trump::Spades => "♠",
            Trump::Hearts => "♥",
            Trump::Diamonds => "♦",
        }
    }
}

/// What the play came to, as the value rules need it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Play {
    pub game: Game,
    pub trump: Option<Trump>,
    /// Matadores with or without (0 for nullos).
    pub matadores: i64,
    pub card_points: i64,
    pub tricks: Tricks,
    pub announced: Option<Announced>,
}

/// The level a lost game is charged at after an announcement (rules-1927-c §2.1.4 [AMBIG]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AnnouncedLost {
    /// At least the level announced: "these multipliers add to the value of the game he loses,
    /// just as they would add to the value of the game he won" (L10752–10753).
    #[default]
    Announced,
    /// Only the level the play reached against him.
    Reached,
}

impl Play {
    fn schneider(&self) -> bool {
        self.card_points >= 91 || self.tricks == Tricks::All
    }

    /// Whether the declarer made his game: 61 (L10742; X.8), and whatever he announced.
    /// Grand Ouvert must win every trick (L10611–10612); nullos are decided by `won`.
    pub fn made(&self) -> bool {
        if self.game == Game::GrandOuvert {
            return self.tricks == Tricks::All;
        }
        self.card_points >= 61
            && match self.announced {
                None => true,
                Some(Announced::Schneider) => self.schneider(),
                Some(Announced::Schwarz) => self.tricks == Tricks::All,
            }
    }

    /// The level announced, as a multiplier: Schneider announced 3, Schwarz announced 5
    /// (L10715–10718); Grand Ouvert "is always Schwarz announced" (L10721–10722).
    pub fn announced_level(&self) -> i64 {
        match (self.game, self.announced) {
            (Game::GrandOuvert, _) | (_, Some(Announced::Schwarz)) => 5,
            (_, Some(Announced::Schneider)) => 3,
            (_, None) => 1,
        }
    }

    /// The level of a game won: game 1, Schneider 2, Schneider announced or Schwarz unannounced
    /// 3, Schwarz after announcing Schneider 4, Schwarz announced 5 (L10715–10718, L10763–10767).
    pub fn won_level(&self) -> i64 {
        if self.game == Game::GrandOuvert {
            return 5;
        }
        let flag = |b: bool| i64::from(b);
        let ann_schneider = self.announced.is_some();
        let ann_schwarz = self.announced == Some(Announced::Schwarz);
        let reached = 1
            + flag(self.schneider())
            + flag(self.tricks == Tricks::All)
            + flag(ann_schneider)
            + flag(ann_schwarz);
        reached.max(self.announced_level())
    }

    /// The level of a game lost: 1, Schneidered under 31, Schwarz with no trick (L10746–10753).
    pub fn lost_level(&self, announced_lost: AnnouncedLost) -> i64 {
        if self.game == Game::GrandOuvert {
            return 5;
        }
        let flag = |b: bool| i64::from(b);
        let reached = 1 + flag(self.card_points <= 30) + flag(self.tricks == Tricks::None);
        match announced_lost {
            AnnouncedLost::Announced => reached.max(self.announced_level()),
            AnnouncedLost::Reached => reached,
        }
    }
}

/// The smallest multiple of the unit that is at least the bid: "the next higher value of the
/// respective game" (X.15, L11146–11149) [INFER].
pub fn next_value(unit: i64, bid: i64) -> i64 {
    if unit <= 0 {
        return 0;
    }
    (bid + unit - 1).div_euclid(unit) * unit
}

/// A game's worth in the book's or the League's laws, unsigned: the unit times matadores plus
/// level (L10706–10739), doubled when lost where the code says so.
pub fn book_value(play: &Play, code: Code, won: bool, announced_lost: AnnouncedLost) -> i64 {
    let unit = play.game.unit(code, play.trump);
    if play.game.kind() == Kind::Null {
        // "Nothing will increase the value of a nullo" (L10637–10638).
        return unit * lost_factor(play.game, code, won);
    }
    let level = match won {
        true => play.won_level(),
        false => play.lost_level(announced_lost),
    };
    unit * (play.matadores + level) * lost_factor(play.game, code, won)
}

fn lost_factor(game: Game, code: Code, won: bool) -> i64 {
    if !won && game.doubled_when_lost(code) {
        2
    } else {
        1
    }
}

/// An American game's worth before any doubling for a loss (L10881–10903): the ordinary game,
/// doubled for Schneider announced ("plus … the added multiplier" for Schwarz then made), trebled
/// for Schwarz announced.
pub fn american_made_value(play: &Play) -> i64 {
    let unit = play.game.unit(Code::American, play.trump);
    if play.game.kind() == Kind::Null {
        return unit;
    }
    let m = play.matadores;
    let schwarz = i64::from(play.tricks == Tricks::All);
    match play.announced {
        None => unit * (m + 1 + i64::from(play.schneider()) + schwarz),
        Some(Announced::Schneider) => 2 * unit * (m + 2) + schwarz * unit,
        Some(Announced::Schwarz) => 3 * unit * (m + 3),
    }
}

/// What an American game lost costs, before doubling: the announced game's value, or the
/// ordinary game at the level reached against him, whichever is more.
pub fn american_lost_base(play: &Play, announced_lost: AnnouncedLost) -> i64 {
    let unit = play.game.unit(Code::American, play.trump);
    if play.game.kind() == Kind::Null {
        return unit;
    }
    let m = play.matadores;
    let reached = unit * (m + play.lost_level(AnnouncedLost::Reached));
    let announced = match (announced_lost, play.announced) {
        (AnnouncedLost::Reached, _) | (_, None) => 0,
        (_, Some(Announced::Schneider)) => 2 * unit * (m + 2),
        (_, Some(Announced::Schwarz)) => 3 * unit * (m + 3),
    };
    reached.max(announced)
}
