//! USEBIO 1.2: the XML that club scoring programs and bridge federations exchange a pairs
//! event's results in (docs/usebio.md names the published specification and what is written).
//! Pure: the event, its pairs, its results and its standings in, the document out.
//!
//! Hoyle's events are one session of one section, so the file takes the flat form Compscore
//! writes for such an event and federations' importers read: PARTICIPANTS and BOARD directly
//! under EVENT, the event's type (MP_PAIRS, CROSS_IMP, …) on EVENT, PARTICIPANTS and each BOARD.
//! The event's movement decides the list of pairs: a Mitchell lists them by direction with a
//! place in each (a winner each way: WINNER_TYPE 2), numbered "1NS", "1EW" wherever a pair is
//! named, so no two pairs of the section share a number; one field (a Howell, team matches)
//! lists each pair once by its plain number, without a direction, ranked over the field (one
//! winner: WINNER_TYPE 1). The event's scoring method decides BOARD_SCORING_METHOD and the
//! figures: each pair's total (and percentage by matchpoints), each traveller line's
//! matchpoints or cross-IMPs, and the scores the director assigned. The XML is written by
//! quick-xml, which escapes every name and text, so nothing typed can break the document.

use std::collections::{BTreeMap, BTreeSet};
use std::io;

use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesText, Event as Xml};

use crate::club::settings::UsebioTotal;
use crate::db::events::{Event, Pair, direction_str};
use crate::db::members::Numbers;
use crate::db::results::Stored;
use crate::db::results::assigned::{AssignedScore, Award};
use crate::exact::Q;
use crate::laws::contract_duplicate::{Bid, Played};
use crate::laws::duplicate::Direction;
use crate::laws::duplicate::Entry;
use crate::laws::duplicate_auction::{Denomination, Doubled};
use crate::scoring::Method;
use crate::tournament::{EventStandings, StandingRow, field_boards, method_of, two_decimals};

/// The document type the specification publishes for version 1.2.
pub const DOCTYPE: &str = r#"USEBIO SYSTEM "http://www.usebio.org/files/usebio_v1_2.dtd""#;

/// What a USEBIO file of one event is written from.
pub struct Source<'a> {
    /// The club's name (its settings), written as CLUB_NAME.
    pub club: &'a str,
    pub event: &'a Event,
    pub pairs: &'a [Pair],
    pub results: &'a [Stored],
    pub standings: &'a EventStandings,
    /// The club's and the federation's numbers of the members who have them, by member id.
    pub numbers: &'a BTreeMap<i64, Numbers>,
    /// How a pair's TOTAL_SCORE is written (the club's setting).
    pub total: UsebioTotal,
}

/// The event as a USEBIO 1.2 document, UTF-8.
pub fn write(source: &Source<'_>) -> Vec<u8> {
    let mut w = Writer::new_with_indent(Vec::new(), b' ', 2);
    // Writing to a Vec cannot fail; an error here would be a bug in the writer, and an empty
    // document is refused by any reader rather than half-read.
    match document(&mut w, source) {
        Ok(()) => {
            let mut out = w.into_inner();
            out.push(b'\n');
            out
        }
        Err(_) => Vec::new(),
    }
}

fn document(w: &mut Writer<Vec<u8>>, s: &Source<'_>) -> io::Result<()> {
    w.write_event(Xml::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    w.write_event(Xml::DocType(BytesText::from_escaped(DOCTYPE)))?;
    w.create_element("USEBIO")
        .with_attribute(("Version", "1.2"))
        .write_inner_content(|w| {
            w.create_element("CLUB").write_inner_content(|w| {
                text(w, "CLUB_NAME", s.club)?;
                Ok(())
            })?;
            let event_kind = w
                .create_element("EVENT")
                .with_attribute(("EVENT_TYPE", event_type(method_of(s.event))));
            // A team match is a teams event: its participants are the teams (docs/usebio.md).
            if method_of(s.event).is_team() {
                event_kind.write_inner_content(|w| teams::event(w, s))?;
            } else {
                event_kind.write_inner_content(|w| event(w, s))?;
            }
            Ok(())
        })?;
    Ok(())
}

/// The event's type as Compscore names it, on EVENT, PARTICIPANTS and every BOARD. The books'
/// plus and minus is a pairs event scored by aggregate; a team match is teams of four.
pub fn event_type(method: Method) -> &'static str {
    match method {
        Method::Matchpoints => "MP_PAIRS",
        Method::CrossImps => "CROSS_IMP",
        Method::Butler => "BUTLER_PAIRS",
        Method::PlusMinus => "AGGREGATE",
        Method::Imps | Method::TotalPoints => "TEAMS_OF_FOUR",
    }
}

/// A pair's number as the file names it: in a compass movement "1NS" or "1EW", so N-S 1 and
/// E-W 1 are two pairs to a reader that keys pairs by number alone; in one field its number.
pub fn pair_label(single: bool, direction: Direction, n: u32) -> String {
    if single {
        n.to_string()
    } else {
        format!("{n}{}", direction_str(direction))
    }
}

/// A PLAYER for each of a pair's players, in seat order (`Pair::names`: a mixed pair's lady
/// first): the name and the federation's and club's numbers (empty where unknown, and for a
/// visitor).
fn players(
    w: &mut Writer<Vec<u8>>,
    pair: &Pair,
    numbers: &BTreeMap<i64, Numbers>,
) -> io::Result<()> {
    let none = Numbers::default();
    let members = pair
        .members
        .iter()
        .map(|(id, n)| (n.as_str(), numbers.get(id).unwrap_or(&none)));
    let visitors = pair.visitors.iter().map(|v| (v.as_str(), &none));
    let seated: Vec<_> = if pair.visitor_first {
        visitors.chain(members).collect()
    } else {
        members.chain(visitors).collect()
    };
    for (name, no) in seated {
        w.create_element("PLAYER").write_inner_content(|w| {
            text(w, "PLAYER_NAME", name)?;
            text(
                w,
                "NATIONAL_ID_NUMBER",
                no.national.as_deref().unwrap_or_default(),
            )?;
            text(w, "CLUB_ID_NUMBER", no.club.as_deref().unwrap_or_default())
        })?;
    }
    Ok(())
}

/// A pair's (or team's) TOTAL_SCORE by the club's setting.
fn total_score(s: &Source<'_>, row: &StandingRow) -> String {
    two_decimals(match s.total {
        UsebioTotal::Raw => row.total(),
        UsebioTotal::ProRated => row.pro_rated(field_boards(&s.standings.rows)),
    })
}

fn text(w: &mut Writer<Vec<u8>>, name: &str, value: &str) -> io::Result<()> {
    w.create_element(name)
        .write_text_content(BytesText::new(value))?;
    Ok(())
}

fn event(w: &mut Writer<Vec<u8>>, s: &Source<'_>) -> io::Result<()> {
    let e = s.event;
    text(w, "EVENT_DESCRIPTION", &e.name)?;
    text(w, "PROGRAM_NAME", "Hoyle")?;
    text(w, "PROGRAM_VERSION", env!("CARGO_PKG_VERSION"))?;
    text(w, "DATE", &e.date.format("%d/%m/%Y").to_string())?;
    text(w, "BOARD_SCORING_METHOD", scoring_method(method_of(e)))?;
    text(w, "SESSION_COUNT", "1")?;
    text(w, "SECTION_COUNT", "1")?;
    // One field has one winner; the compass movement a winner each way of the table.
    text(w, "WINNER_TYPE", if e.single_field() { "1" } else { "2" })?;
    // Every pair written under PARTICIPANTS, named or run by its number alone (a whist drive's
    // pairs often have no names: counting the named ones said 0 pairs, issue 22 item 10).
    let played = s.pairs.iter().filter(|p| participates(s, p)).count();
    text(w, "PAIRS", &played.to_string())?;
    text(w, "BOARDS_PLAYED", &e.boards().to_string())?;
    // One session of one section (Hoyle's events are one evening, one room): flat.
    section(w, s)
}

/// USEBIO's name for the event's method. The books' plus and minus against the average, and a
/// team match's total points, are totals of points (or tricks) on each board: aggregate.
fn scoring_method(method: Method) -> &'static str {
    match method {
        Method::PlusMinus | Method::TotalPoints => "AGGREGATE",
        Method::Matchpoints => "MATCH_POINTS",
        Method::CrossImps => "CROSS_IMPS",
        Method::Butler => "BUTLER_IMPS",
        Method::Imps => "IMPS",
    }
}

/// The scores the director assigned (none under the books' plus/minus without any).
fn assigned_scores<'a>(s: &Source<'a>) -> &'a [AssignedScore] {
    s.standings
        .method
        .as_ref()
        .map_or(&[], |m| m.assigned.as_slice())
}

/// Whether `pair` is one of the file's participants: one field's pairs are stored as N-S (an
/// E-W pair stored there is no one), and a pair with nobody in it and no result sat out (or is
/// the phantom).
fn participates(s: &Source<'_>, pair: &Pair) -> bool {
    let single = s.event.single_field();
    if single && pair.direction == Direction::Ew {
        return false;
    }
    let teams = method_of(s.event).is_team();
    let assigned = assigned_scores(s);
    let ranked = !teams
        && s.standings
            .rows
            .iter()
            .any(|r| r.direction == pair.direction && r.pair == pair.pair);
    let n = pair.pair;
    let at = |ns: u32, ew: u32| {
        if single {
            ns == n || ew == n
        } else if pair.direction == Direction::Ns {
            ns == n
        } else {
            ew == n
        }
    };
    let sat = s.results.iter().any(|r| at(r.ns, r.ew)) || assigned.iter().any(|a| at(a.ns, a.ew));
    !pair.is_empty() || ranked || sat
}

fn section(w: &mut Writer<Vec<u8>>, s: &Source<'_>) -> io::Result<()> {
    let single = s.event.single_field();
    // A team match is written by `teams`; should one come here, its pairs have no place.
    let teams = method_of(s.event).is_team();
    let assigned = assigned_scores(s);
    let kind = event_type(method_of(s.event));
    let label = |d: Direction, n: u32| pair_label(single, d, n);
    w.create_element("PARTICIPANTS")
        .with_attribute(("EVENT_TYPE", kind))
        .write_inner_content(|w| {
            for pair in s.pairs {
                if !participates(s, pair) {
                    continue;
                }
                let row = s
                    .standings
                    .rows
                    .iter()
                    .filter(|_| !teams)
                    .find(|r| r.direction == pair.direction && r.pair == pair.pair);
                w.create_element("PAIR").write_inner_content(|w| {
                    text(w, "PAIR_NUMBER", &label(pair.direction, pair.pair))?;
                    // One field: a pair sat both ways; the direction of each board is in its line.
                    if !single {
                        text(w, "DIRECTION", direction_str(pair.direction))?;
                    }
                    if let Some(r) = row {
                        text(w, "PLACE", &r.rank_in_direction.to_string())?;
                        text(w, "TOTAL_SCORE", &total_score(s, r))?;
                        if let Some(p) = r.figure.as_ref().and_then(|f| f.percent) {
                            text(w, "PERCENTAGE", &two_decimals(p))?;
                        }
                        text(w, "BOARDS_PLAYED", &r.boards_scored().to_string())?;
                    }
                    players(w, pair, s.numbers)
                })?;
            }
            Ok(())
        })?;
    // A board "not played" has no line: it counts for neither side.
    let given: Vec<&AssignedScore> = assigned
        .iter()
        .filter(|a| a.ns_award != Award::NotPlayed)
        .collect();
    let boards: BTreeSet<u32> = s
        .results
        .iter()
        .map(|r| r.board)
        .chain(given.iter().map(|a| a.board))
        .collect();
    for board in boards {
        w.create_element("BOARD")
            .with_attribute(("EVENT_TYPE", kind))
            .write_inner_content(|w| {
                text(w, "BOARD_NUMBER", &board.to_string())?;
                for r in s.results.iter().filter(|r| r.board == board) {
                    w.create_element("TRAVELLER_LINE")
                        .write_inner_content(|w| {
                            // Arrows turned: the line is written for the pairs as numbered (each
                            // NS_ figure N-S pair's own), not for the hands held (docs/usebio.md).
                            let turned = s.standings.turned.contains(&(board, r.ns, r.ew));
                            line(w, r, turned, &label, s.standings)?;
                            figures(w, s, board, r.ns, r.ew, turned)
                        })?;
                }
                for a in given.iter().filter(|a| a.board == board) {
                    w.create_element("TRAVELLER_LINE")
                        .write_inner_content(|w| {
                            pair_numbers(w, a.ns, a.ew, &label)?;
                            let turned =
                                !s.event.single_field() && s.event.arrow_switch.contains(&a.round);
                            text(w, "SCORE", &assigned_score(a, turned))?;
                            figures(w, s, board, a.ns, a.ew, turned)
                        })?;
                }
                Ok(())
            })?;
    }
    Ok(())
}

/// An assigned score as the travellers of club programs write it: "A" and each side's
/// percentage of the top, N-S first ("A6040" for average plus to N-S, average minus to E-W).
/// USEBIO 1.2 itself does not define it (docs/usebio.md).
fn assigned_score(a: &AssignedScore, turned: bool) -> String {
    let percent = |award: Award| match award {
        Award::AveragePlus => 60,
        Award::AverageMinus => 40,
        Award::Average | Award::NotPlayed => 50,
    };
    // Turned, the N-S award went to the N-S hands, which the E-W pair held.
    let (ns, ew) = if turned {
        (a.ew_award, a.ns_award)
    } else {
        (a.ns_award, a.ew_award)
    };
    format!("A{}{}", percent(ns), percent(ew))
}

/// The method's figures of one line: matchpoints, cross-IMPs or Butler's IMPs against the datum,
/// each side's, as the public USEBIO readers name them (docs/usebio.md). A team match's are in
/// its MATCH's team scores.
fn figures(
    w: &mut Writer<Vec<u8>>,
    s: &Source<'_>,
    board: u32,
    ns: u32,
    ew: u32,
    turned: bool,
) -> io::Result<()> {
    let names = match method_of(s.event) {
        Method::Matchpoints => ("NS_MATCH_POINTS", "EW_MATCH_POINTS"),
        Method::CrossImps => ("NS_CROSS_IMP_POINTS", "EW_CROSS_IMP_POINTS"),
        Method::Butler => ("NS_BUTLER_POINTS", "EW_BUTLER_POINTS"),
        _ => return Ok(()),
    };
    let st = s.standings;
    if let (Some(hands_ns), Some(hands_ew)) = (
        st.method_figure(board, ns, ew, Direction::Ns),
        st.method_figure(board, ns, ew, Direction::Ew),
    ) {
        let (n, e) = if turned {
            (hands_ew, hands_ns)
        } else {
            (hands_ns, hands_ew)
        };
        text(w, names.0, &two_decimals(n))?;
        text(w, names.1, &two_decimals(e))?;
    }
    Ok(())
}

/// A line's two pairs, named as the participants are.
fn pair_numbers(
    w: &mut Writer<Vec<u8>>,
    ns: u32,
    ew: u32,
    label: &impl Fn(Direction, u32) -> String,
) -> io::Result<()> {
    text(w, "NS_PAIR_NUMBER", &label(Direction::Ns, ns))?;
    text(w, "EW_PAIR_NUMBER", &label(Direction::Ew, ew))
}

/// One result: the pairs, the contract when it was entered by contract, and N-S's score.
fn line(
    w: &mut Writer<Vec<u8>>,
    r: &Stored,
    turned: bool,
    label: &impl Fn(Direction, u32) -> String,
    standings: &EventStandings,
) -> io::Result<()> {
    pair_numbers(w, r.ns, r.ew, label)?;
    match r.contract.as_ref().map(|c| (c, c.played())) {
        None => {}
        Some((_, Some(Played::PassedOut))) => text(w, "CONTRACT", "PASS")?,
        Some((
            _,
            Some(Played::Contract {
                contract,
                declarer,
                tricks,
            }),
        )) => {
            text(w, "CONTRACT", &Bid::Contract(contract).code())?;
            text(w, "PLAYED_BY", declarer.letter())?;
            text(w, "TRICKS", &tricks.to_string())?;
        }
        // The 1926 laws' declarer is a side, not a seat: no PLAYED_BY.
        Some((c, None)) => {
            text(
                w,
                "CONTRACT",
                &contract_code(c.level, c.denomination, c.doubled),
            )?;
            text(w, "TRICKS", &c.tricks.to_string())?;
        }
    }
    let score = match (r.entry, turned) {
        // Whist is scored in tricks: N-S's tricks are their score on the board (turned, the
        // N-S pair held the E-W cards: the rest of the thirteen).
        (Entry::Whist { ns_tricks, .. }, false) => i64::from(ns_tricks),
        (Entry::Whist { ns_tricks, .. }, true) => 13 - i64::from(ns_tricks),
        (
            Entry::Auction {
                ns_points,
                ew_points,
                ..
            },
            false,
        ) => ns_points - ew_points,
        (
            Entry::Auction {
                ns_points,
                ew_points,
                ..
            },
            true,
        ) => ew_points - ns_points,
    };
    // A whist revoke: SCORE is the score the standings use (Law X §4's penalty applied, as
    // results.csv gives it, issue 22), and the play itself is carried beside it, so that
    // Hoyle reading the file back scores the board the same (docs/usebio.md).
    if let Entry::Whist {
        ns_tricks,
        revoke: Some(revoke),
    } = r.entry
    {
        let scored = standings
            .law
            .as_ref()
            .and_then(|l| l.board(r.board))
            .and_then(|b| b.results.iter().find(|x| x.ns == r.ns && x.ew == r.ew))
            .map(|x| x.ns_score);
        let scored = match (scored, turned) {
            (Some(q), false) => two_decimals_or_whole(q),
            (Some(q), true) => two_decimals_or_whole(Q::from_integer(13) - q),
            (None, _) => score.to_string(),
        };
        // Turned, the line speaks for the pairs as numbered, as SCORE does.
        let (played, by) = match turned {
            false => (ns_tricks, revoke.by),
            true => (
                13u8.saturating_sub(ns_tricks),
                match revoke.by {
                    Direction::Ns => Direction::Ew,
                    Direction::Ew => Direction::Ns,
                },
            ),
        };
        text(w, "SCORE", &scored)?;
        text(w, "NS_TRICKS_PLAYED", &played.to_string())?;
        text(w, "REVOKE_BY", direction_str(by))?;
        text(w, "REVOKE_COUNT", &revoke.count.to_string())?;
        text(w, "REVOKE_TRICKS_BEFORE", &revoke.tricks_before.to_string())?;
        return Ok(());
    }
    text(w, "SCORE", &score.to_string())?;
    Ok(())
}

/// "11", or "10.50" when the law's average left a part of a trick.
fn two_decimals_or_whole(q: Q) -> String {
    if q.is_integer() {
        q.to_integer().to_string()
    } else {
        two_decimals(q)
    }
}

/// "4S", "3NTX": the contract as a traveller writes it.
pub fn contract_code(level: u8, denomination: Denomination, doubled: Doubled) -> String {
    let strain = match denomination {
        Denomination::Clubs => "C",
        Denomination::Diamonds => "D",
        Denomination::Hearts => "H",
        Denomination::Spades => "S",
        Denomination::Notrump => "NT",
    };
    let doubled = match doubled {
        Doubled::No => "",
        Doubled::Doubled => "X",
        Doubled::Redoubled => "XX",
    };
    format!("{level}{strain}{doubled}")
}

pub mod read;
mod teams;
#[cfg(test)]
mod tests;
