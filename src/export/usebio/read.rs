//! A USEBIO file read back, so a club can bring its history in (docs/usebio.md "Import"): a
//! pairs event of one session and one section, in Compscore's flat form (PARTICIPANTS and BOARD
//! under EVENT) or the nested SESSION/SECTION form, as Hoyle writes it and as it wrote it
//! before. Pure: the bytes in, the event's pairs, players and traveller lines out, or a refusal
//! naming the element and the line of the file it is on.
//!
//! quick-xml reads the file; it fetches no external DTD and expands no entity beyond XML's
//! own, so a file cannot make the reader load anything else.

use chrono::NaiveDate;
use quick_xml::Reader;
use quick_xml::events::{BytesStart, Event as Xml};

use crate::laws::duplicate::{Direction, Revoke};
use crate::scoring::Method;

/// Why a file is not imported: the element and the line of the file it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub line: u64,
    pub element: String,
    pub message: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}, {}: {}", self.line, self.element, self.message)
    }
}

/// One player as the file names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    /// NATIONAL_ID_NUMBER, when the file gives one.
    pub national: Option<String>,
}

/// A participant pair: its direction in a compass movement (none in one field), its number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FilePair {
    pub direction: Option<Direction>,
    pub number: u32,
    pub players: Vec<Player>,
}

/// A traveller line's score: N-S's score, or an assigned score's percentages (N-S, E-W).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    Points(i64),
    Assigned(u8, u8),
}

/// A traveller line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileLine {
    pub board: u32,
    pub ns: u32,
    pub ew: u32,
    pub score: Score,
    pub contract: Option<String>,
    pub played_by: Option<String>,
    pub tricks: Option<i64>,
    /// Hoyle's own whist revoke line: the N-S tricks as played and the revoke; SCORE then
    /// holds the score after the penalty, for other readers.
    pub revoked: Option<(u8, Revoke)>,
    /// Where the line is in the file, for a refusal further on.
    pub at: u64,
}

/// What a USEBIO pairs file holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    pub name: String,
    pub date: NaiveDate,
    pub method: Method,
    /// A compass movement (pairs by direction) rather than one field.
    pub compass: bool,
    pub boards_per_round: Option<u32>,
    pub pairs: Vec<FilePair>,
    pub lines: Vec<FileLine>,
}

/// The deepest nesting a USEBIO file has is six; a file deeper than this is not one.
const MAX_DEPTH: usize = 16;

/// An element read: its name, attributes, text, children and the line it starts on.
#[derive(Debug, Default)]
struct Node {
    name: String,
    attributes: Vec<(String, String)>,
    text: String,
    children: Vec<Node>,
    line: u64,
}

impl Node {
    fn refuse(&self, message: impl Into<String>) -> Refusal {
        Refusal {
            line: self.line,
            element: self.name.clone(),
            message: message.into(),
        }
    }

    fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Node> + 'a {
        self.children.iter().filter(move |c| c.name == name)
    }

    fn child(&self, name: &str) -> Option<&Node> {
        self.children.iter().find(|c| c.name == name)
    }

    /// A leaf's text, trimmed; `None` when the element is absent or empty.
    fn leaf(&self, name: &str) -> Option<&str> {
        self.child(name)
            .map(|c| c.text.trim())
            .filter(|t| !t.is_empty())
    }

    fn required(&self, name: &str) -> Result<(&Node, &str), Refusal> {
        match self.child(name) {
            Some(c) if !c.text.trim().is_empty() => Ok((c, c.text.trim())),
            Some(c) => Err(c.refuse("is empty")),
            None => Err(self.refuse(format!("has no {name}"))),
        }
    }
}

/// Reads a USEBIO pairs file.
pub fn read(xml: &[u8]) -> Result<File, Refusal> {
    let root = tree(xml)?;
    if root.name != "USEBIO" {
        return Err(root.refuse("this is not a USEBIO file (its first element is not USEBIO)"));
    }
    let event = root
        .child("EVENT")
        .ok_or_else(|| root.refuse("has no EVENT"))?;
    if root.all("EVENT").count() > 1 {
        return Err(root.refuse("holds several events: import one file for each"));
    }
    let kind = event.attribute("EVENT_TYPE").unwrap_or("").to_uppercase();
    let by_type = match kind.as_str() {
        "MP_PAIRS" => Some(Method::Matchpoints),
        "CROSS_IMP" | "CROSS_IMPS" => Some(Method::CrossImps),
        "BUTLER_PAIRS" => Some(Method::Butler),
        "AGGREGATE" => Some(Method::PlusMinus),
        "PAIRS" | "" => None,
        other => {
            return Err(event.refuse(format!(
                "its EVENT_TYPE is {other}: only a pairs event (MP_PAIRS, CROSS_IMP, \
                 BUTLER_PAIRS, AGGREGATE) is imported"
            )));
        }
    };
    let method = match event.leaf("BOARD_SCORING_METHOD") {
        Some(m) => match m.to_uppercase().replace(' ', "_").as_str() {
            "MATCH_POINTS" | "MATCHPOINTS" => Method::Matchpoints,
            "CROSS_IMPS" | "CROSS_IMP" => Method::CrossImps,
            "BUTLER_IMPS" | "BUTLER" | "IMPS" => Method::Butler,
            "AGGREGATE" => Method::PlusMinus,
            other => {
                return Err(event
                    .child("BOARD_SCORING_METHOD")
                    .map_or_else(|| event.refuse(""), |c| c.refuse(""))
                    .with(format!(
                        "{other} is not a pairs scoring method imported here"
                    )));
            }
        },
        None => by_type.ok_or_else(|| event.refuse("has no BOARD_SCORING_METHOD"))?,
    };
    let (_, name) = event.required("EVENT_DESCRIPTION")?;
    let (date_node, date) = event.required("DATE")?;
    let date = NaiveDate::parse_from_str(date, "%d/%m/%Y")
        .map_err(|_| date_node.refuse(format!("{date:?} is not a date written DD/MM/YYYY")))?;
    let section = section_of(event)?;
    let boards_per_round = match event.child("BOARDS_PER_ROUND") {
        Some(n) => Some(whole(n)?),
        None => None,
    };
    let participants = section
        .child("PARTICIPANTS")
        .ok_or_else(|| section.refuse("has no PARTICIPANTS"))?;
    let mut pairs = Vec::new();
    for p in participants.children.iter() {
        if p.name != "PAIR" {
            return Err(p.refuse("only pairs are imported (PARTICIPANTS holds PAIR elements)"));
        }
        pairs.push(pair(p)?);
    }
    let compass = pairs.iter().any(|p| p.direction.is_some());
    if compass && pairs.iter().any(|p| p.direction.is_none()) {
        return Err(participants.refuse(
            "some pairs have a direction and some none: a compass movement names every pair's",
        ));
    }
    for (i, p) in pairs.iter().enumerate() {
        if pairs[..i]
            .iter()
            .any(|q| q.direction == p.direction && q.number == p.number)
        {
            return Err(participants.refuse(format!("pair {} is listed twice", p.number)));
        }
    }
    let mut lines = Vec::new();
    for board in section.all("BOARD") {
        let (number_node, _) = board.required("BOARD_NUMBER")?;
        let number = whole(number_node)?;
        for l in board.all("TRAVELLER_LINE") {
            lines.push(line(l, number, compass)?);
        }
    }
    Ok(File {
        name: name.to_owned(),
        date,
        method,
        compass,
        boards_per_round,
        pairs,
        lines,
    })
}

impl Refusal {
    fn with(mut self, message: String) -> Refusal {
        self.message = message;
        self
    }
}

/// Where the pairs and boards are: directly under EVENT (the flat form), or in its one SESSION's
/// one SECTION.
fn section_of(event: &Node) -> Result<&Node, Refusal> {
    if event.child("PARTICIPANTS").is_some() {
        return Ok(event);
    }
    let mut sessions = event.all("SESSION");
    let session = sessions
        .next()
        .ok_or_else(|| event.refuse("has neither PARTICIPANTS nor a SESSION"))?;
    if sessions.next().is_some() {
        return Err(event.refuse("has several sessions: an event of one session is imported"));
    }
    let mut sections = session.all("SECTION");
    let section = sections
        .next()
        .ok_or_else(|| session.refuse("has no SECTION"))?;
    if sections.next().is_some() {
        return Err(session.refuse("has several sections: an event of one section is imported"));
    }
    Ok(section)
}

fn whole(n: &Node) -> Result<u32, Refusal> {
    n.text
        .trim()
        .parse()
        .map_err(|_| n.refuse(format!("{:?} is not a whole number", n.text.trim())))
}

/// A pair number as written: "3", or "3NS" / "3EW" as Compscore numbers a compass movement's.
fn pair_number(n: &Node) -> Result<(u32, Option<Direction>), Refusal> {
    let t = n.text.trim().to_uppercase();
    let (digits, direction) = if let Some(d) = t.strip_suffix("NS") {
        (d, Some(Direction::Ns))
    } else if let Some(d) = t.strip_suffix("EW") {
        (d, Some(Direction::Ew))
    } else {
        (t.as_str(), None)
    };
    match digits.trim().parse::<u32>() {
        Ok(k) if k > 0 => Ok((k, direction)),
        _ => Err(n.refuse(format!(
            "{:?} is not a pair number (a number, with NS or EW in a compass movement)",
            n.text.trim()
        ))),
    }
}

fn direction(n: &Node) -> Result<Direction, Refusal> {
    match n.text.trim().to_uppercase().as_str() {
        "NS" | "N-S" | "N" => Ok(Direction::Ns),
        "EW" | "E-W" | "E" => Ok(Direction::Ew),
        other => Err(n.refuse(format!("{other:?} is not a direction (NS or EW)"))),
    }
}

fn pair(p: &Node) -> Result<FilePair, Refusal> {
    let (number_node, _) = p.required("PAIR_NUMBER")?;
    let (number, by_number) = pair_number(number_node)?;
    let by_element = match p.child("DIRECTION") {
        Some(d) if !d.text.trim().is_empty() => Some(direction(d)?),
        _ => None,
    };
    if let (Some(a), Some(b)) = (by_number, by_element)
        && a != b
    {
        return Err(p.refuse(format!(
            "pair {} is numbered for one direction and its DIRECTION says the other",
            number_node.text.trim()
        )));
    }
    let mut players = Vec::new();
    for pl in p.all("PLAYER") {
        let (_, name) = pl.required("PLAYER_NAME")?;
        players.push(Player {
            name: name.to_owned(),
            national: pl.leaf("NATIONAL_ID_NUMBER").map(str::to_owned),
        });
    }
    Ok(FilePair {
        direction: by_number.or(by_element),
        number,
        players,
    })
}

fn line(l: &Node, board: u32, compass: bool) -> Result<FileLine, Refusal> {
    let side = |name: &str, own: Direction| -> Result<u32, Refusal> {
        let (n, _) = l.required(name)?;
        let (number, direction) = pair_number(n)?;
        match direction {
            Some(d) if d != own => Err(n.refuse("names a pair of the other direction")),
            None if compass && n.text.trim().is_empty() => Err(n.refuse("is empty")),
            _ => Ok(number),
        }
    };
    let ns = side("NS_PAIR_NUMBER", Direction::Ns)?;
    let ew = side("EW_PAIR_NUMBER", Direction::Ew)?;
    let revoked = revoked(l)?;
    let (score_node, score) = l.required("SCORE")?;
    let score = match revoked {
        // The play is what Hoyle scores again; SCORE (perhaps "10.50") is for other readers.
        Some((tricks, _)) => Score::Points(i64::from(tricks)),
        None => parse_score(score)
            .ok_or_else(|| score_node.refuse(format!("{score:?} is not a score")))?,
    };
    let tricks = match l.child("TRICKS") {
        Some(t) if !t.text.trim().is_empty() => Some(
            t.text
                .trim()
                .parse::<i64>()
                .map_err(|_| t.refuse("is not a number of tricks"))?,
        ),
        _ => None,
    };
    Ok(FileLine {
        board,
        ns,
        ew,
        score,
        contract: l.leaf("CONTRACT").map(str::to_owned),
        played_by: l.leaf("PLAYED_BY").map(str::to_owned),
        tricks,
        revoked,
        at: l.line,
    })
}

/// A whist line's NS_TRICKS_PLAYED with its REVOKE_BY, REVOKE_COUNT and REVOKE_TRICKS_BEFORE
/// (written by Hoyle for a board with a revoke), if it has them.
fn revoked(l: &Node) -> Result<Option<(u8, Revoke)>, Refusal> {
    let Some(played) = l.child("NS_TRICKS_PLAYED") else {
        return Ok(None);
    };
    let number = |name: &str| -> Result<u8, Refusal> {
        let (n, text) = l.required(name)?;
        text.trim()
            .parse::<u8>()
            .map_err(|_| n.refuse("is not a number"))
    };
    let tricks =
        number("NS_TRICKS_PLAYED").map_err(|_| played.refuse("is not a number of tricks"))?;
    let (by_node, by) = l.required("REVOKE_BY")?;
    let by = match by.trim() {
        "NS" => Direction::Ns,
        "EW" => Direction::Ew,
        _ => return Err(by_node.refuse("is neither NS nor EW")),
    };
    Ok(Some((
        tricks,
        Revoke {
            by,
            count: number("REVOKE_COUNT")?,
            tricks_before: number("REVOKE_TRICKS_BEFORE")?,
        },
    )))
}

/// "-310", "8", or an assigned score as club programs write it: "A6040" (each side's percentage
/// of the top, N-S first).
fn parse_score(s: &str) -> Option<Score> {
    if let Ok(n) = s.parse::<i64>() {
        return Some(Score::Points(n));
    }
    let digits = s.strip_prefix('A')?;
    if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(Score::Assigned(
        digits[..2].parse().ok()?,
        digits[2..].parse().ok()?,
    ))
}

/// The document as a tree of elements, each with the line it starts on.
fn tree(xml: &[u8]) -> Result<Node, Refusal> {
    let mut reader = Reader::from_reader(xml);
    let mut stack: Vec<Node> = vec![Node::default()];
    let mut buf = Vec::new();
    // Lines counted as the reader moves on, so each element's is found in one pass.
    let (mut line, mut counted) = (1u64, 0usize);
    let mut line_at = |to: usize| {
        let to = to.min(xml.len());
        if to > counted {
            line += xml[counted..to].iter().filter(|&&b| b == b'\n').count() as u64;
            counted = to;
        }
        line
    };
    let broken = |at: u64, message: String| Refusal {
        line: at,
        element: "the file".to_owned(),
        message,
    };
    loop {
        let before = usize::try_from(reader.buffer_position()).unwrap_or(usize::MAX);
        let event = reader.read_event_into(&mut buf);
        let at = line_at(before);
        match event {
            Err(e) => {
                let at = line_at(usize::try_from(reader.error_position()).unwrap_or(0));
                return Err(broken(at, format!("is not well-formed XML ({e})")));
            }
            Ok(Xml::Start(e)) => {
                if stack.len() > MAX_DEPTH {
                    return Err(broken(at, "nests elements too deeply".to_owned()));
                }
                stack.push(start(&e, at)?);
            }
            Ok(Xml::Empty(e)) => {
                let node = start(&e, at)?;
                if let Some(top) = stack.last_mut() {
                    top.children.push(node);
                }
            }
            Ok(Xml::End(_)) => {
                if let Some(node) = stack.pop()
                    && let Some(top) = stack.last_mut()
                {
                    top.children.push(node);
                }
            }
            Ok(Xml::Text(t)) => {
                let raw = t.into_inner();
                let text = quick_xml::escape::unescape(&raw)
                    .map_err(|e| broken(at, format!("holds text that is not XML ({e})")))?;
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&text);
                }
            }
            Ok(Xml::CData(t)) => {
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&t.into_inner());
                }
            }
            Ok(Xml::GeneralRef(r)) => {
                let name = r.into_inner().into_owned();
                let text = quick_xml::escape::unescape(&format!("&{name};"))
                    .map_err(|_| broken(at, format!("names an entity &{name}; XML does not know")))?
                    .into_owned();
                if let Some(top) = stack.last_mut() {
                    top.text.push_str(&text);
                }
            }
            Ok(Xml::Eof) => break,
            Ok(_) => {}
        }
        buf.clear();
    }
    if stack.len() != 1 {
        let open = stack.last().map(|n| n.name.clone()).unwrap_or_default();
        return Err(broken(line, format!("ends with {open} still open")));
    }
    let mut top = stack.pop().unwrap_or_default();
    match top.children.len() {
        1 => Ok(top.children.remove(0)),
        0 => Err(broken(line, "holds no element".to_owned())),
        _ => Err(broken(line, "holds more than one top element".to_owned())),
    }
}

fn start(e: &BytesStart<'_>, line: u64) -> Result<Node, Refusal> {
    let name = e.name().as_ref().to_uppercase();
    let mut attributes = Vec::new();
    for a in e.attributes() {
        let a = a.map_err(|err| Refusal {
            line,
            element: name.clone(),
            message: format!("has an attribute that is not XML ({err})"),
        })?;
        let value = a.value.into_owned();
        let value = quick_xml::escape::unescape(&value)
            .map(|v| v.into_owned())
            .unwrap_or(value);
        attributes.push((a.key.as_ref().to_uppercase(), value));
    }
    Ok(Node {
        name,
        attributes,
        line,
        ..Node::default()
    })
}
