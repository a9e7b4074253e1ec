//! Creating an event: the name, date and game; the pairs and boards, then a choice among the
//! movements that fit them (`movement::advice`), each said in one line with its warnings.

use super::arrows::arrow_switch;
use super::*;
use crate::db::events::Choice;
use crate::movement::advice::Offer;

#[derive(Deserialize, Default, Clone)]
#[serde(default)]
pub(super) struct EventForm {
    name: String,
    date: String,
    season: String,
    game: String,
    tables: String,
    boards_per_round: String,
    rounds: String,
    revoke_rule: String,
    auction_entry: String,
    auction_caps: String,
    /// The pairs playing: the movements that fit them are offered.
    pairs: String,
    /// Or the players, for an individual (half as many pairs).
    players: String,
    /// The movement chosen among the offers (`mitchell`, `mitchell-relay`, `howell`, `teams`);
    /// blank: the book's Mitchell at `tables` tables.
    movement: String,
    method: String,
    /// The rounds a Mitchell plays with the arrows turned, in words: blank or "none", "last",
    /// or the rounds ("3, 6").
    arrow_switch: String,
    /// "on": mixed pairs, each pair a lady and a gentleman (pair events only).
    mixed: String,
    /// "offers": show the movements that fit, save nothing.
    step: String,
}

/// One movement the form offers, as the page shows it.
pub(super) struct OfferView {
    kind: &'static str,
    label: &'static str,
    description: String,
    /// "5 tables, 9 rounds"
    shape: String,
    warnings: Vec<String>,
    /// How evenly it compares the field, in words.
    balance: Option<String>,
}

/// Who a movement's balance speaks of.
pub(super) fn balance_who(kind: Kind) -> &'static str {
    if kind == Kind::Individual {
        "players"
    } else {
        "pairs"
    }
}

/// The movements that fit the pairs and boards typed, with the rounds the evening can fit
/// (the rounds typed, else as many as the movement has, up to the most an event may have).
pub(super) fn offers_for(pairs: u32, boards_per_round: u32, rounds: Option<u32>) -> Vec<Offer> {
    let max = rounds.unwrap_or(store::MAX_ROUNDS);
    let mut out = crate::movement::advice::offers(pairs, boards_per_round, max);
    // Team-of-four matches: two pairs a team, at least two teams, the boards crossing.
    if pairs.is_multiple_of(2)
        && pairs >= 4
        && let Ok(t) = crate::movement::teams::teams(pairs / 2, boards_per_round, None)
    {
        let complete = t.schedule.rounds.len() as u32;
        let rounds = complete.min(max);
        out.push(Offer {
            kind: "teams",
            tables: t.schedule.tables,
            rounds,
            description: format!(
                "Team matches: {} teams of four, each team's pairs at two tables (one N-S, one \
                 E-W); the boards cross between them, so each board is played both ways.",
                pairs / 2
            ),
            warnings: if pairs % 4 == 2 {
                vec!["one team has a bye each round".to_owned()]
            } else {
                Vec::new()
            },
            balance: None,
        });
    }
    // Two pairs: mnemonic duplicate at one table, each set replayed with the hands turned
    // (seed 001 L4335–4346). Rounds come in twos (an odd number typed: no offer); none typed:
    // three sets, six rounds.
    if pairs == 2
        && let Ok(sets) = crate::movement::mnemonic::sets_for(rounds.unwrap_or(6))
        && let Ok(s) = crate::movement::mnemonic::in_sets(boards_per_round, sets)
    {
        out.push(Offer {
            kind: "mnemonic",
            tables: 1,
            rounds: s.rounds.len() as u32,
            description: format!(
                "Mnemonic duplicate: {} deals at one table, each set of {boards_per_round} played \
                 and then played again with the hands turned, so each pair holds both sides' \
                 cards; each deal's two scores are compared.",
                boards_per_round * sets
            ),
            warnings: Vec::new(),
            balance: None,
        });
    }
    out
}

fn offer_views(offers: &[Offer]) -> Vec<OfferView> {
    offers
        .iter()
        .filter_map(|o| {
            let kind = Kind::parse(o.kind)?;
            Some(OfferView {
                kind: kind.as_str(),
                label: kind.label(),
                description: o.description.clone(),
                shape: format!(
                    "{} table{}, {} round{}",
                    o.tables,
                    if o.tables == 1 { "" } else { "s" },
                    o.rounds,
                    if o.rounds == 1 { "" } else { "s" }
                ),
                warnings: o.warnings.clone(),
                balance: o.balance.map(|b| b.sentence(balance_who(kind))),
            })
        })
        .collect()
}

/// The games an event may be, as the form's first step offers them: id, name, what is entered.
/// Each game's form then asks only its own settings (the revoke rule for whist, the entry and
/// caps for compass auction, none for bridge), so the choice comes first, without JavaScript.
const GAMES: [(&str, &str, &str); 3] = [
    (
        "whist",
        "Duplicate whist",
        "the tricks N-S took on each board",
    ),
    (
        "auction",
        "Duplicate auction bridge (compass)",
        "each side's points on each board, or the contract",
    ),
    (
        "bridge",
        "Duplicate contract bridge",
        "the contract, declarer and tricks, scored as clubs score today",
    ),
];

pub(super) struct RuleChoice {
    value: &'static str,
    label: &'static str,
    summary: &'static str,
}

#[derive(Template)]
#[template(path = "events/new.html")]
pub(super) struct NewEventPage {
    ctx: Ctx,
    form: EventForm,
    errors: FieldErrors,
    /// Messages for fields the form has no place for, so none is ever hidden.
    other_errors: Vec<String>,
    rules: Vec<RuleChoice>,
    /// The movements that fit the pairs typed (the form's second step); empty before.
    offers: Vec<OfferView>,
    /// The scoring methods: id, name, one sentence.
    methods: Vec<(&'static str, &'static str, &'static str)>,
    /// The games offered: id, name, what is entered.
    games: [(&'static str, &'static str, &'static str); 3],
    /// The game chosen, by name; None: the form's first step, the choice of game.
    game_name: Option<&'static str>,
}

pub(super) const EVENT_FIELDS: [&str; 16] = [
    "pairs",
    "players",
    "movement",
    "method",
    "name",
    "date",
    "season",
    "game",
    "tables",
    "boards_per_round",
    "rounds",
    "revoke_rule",
    "auction_entry",
    "auction_caps",
    "arrow_switch",
    "mixed",
];

pub(super) fn new_event_page(ctx: Ctx, form: EventForm, errors: FieldErrors) -> NewEventPage {
    let other_errors = errors
        .0
        .iter()
        .filter(|(f, _)| !EVENT_FIELDS.contains(&f.as_str()))
        .map(|(f, m)| format!("{f}: {m}"))
        .collect();
    let game_name = GAMES
        .iter()
        .find(|(id, _, _)| *id == form.game)
        .map(|(_, name, _)| *name);
    NewEventPage {
        ctx,
        game_name,
        games: GAMES,
        form,
        errors,
        other_errors,
        rules: [RevokeRule::General, RevokeRule::Pair]
            .into_iter()
            .map(|r| RuleChoice {
                value: store::rule_str(r),
                label: rule_label(r),
                summary: rule_summary(r),
            })
            .collect(),
        offers: Vec::new(),
        methods: crate::scoring::Method::ALL
            .into_iter()
            .map(|m| (m.id(), m.name(), m.sentence()))
            .collect(),
    }
}

#[derive(Deserialize)]
pub(super) struct GameQuery {
    #[serde(default)]
    game: String,
}

/// The new-event form: the choice of game first, then (`?game=…`) the form for that game.
pub(super) async fn new_form(
    director: Director,
    query: web::Query<GameQuery>,
) -> Result<web::Html, AppError> {
    let form = EventForm {
        date: chrono::Local::now()
            .date_naive()
            .format("%Y-%m-%d")
            .to_string(),
        game: query.into_inner().game,
        boards_per_round: "4".into(),
        revoke_rule: "general".into(),
        auction_entry: "points".into(),
        auction_caps: "kwc".into(),
        method: "plus-minus".into(),
        ..EventForm::default()
    };
    render(&new_event_page(
        Ctx::new(Some(&director)),
        form,
        FieldErrors::default(),
    ))
}

/// A whole number typed in a form; the message names what was asked for.
pub(super) fn whole(errors: &mut FieldErrors, field: &str, value: &str, what: &str) -> Option<u32> {
    match value.trim().parse::<u32>() {
        Ok(n) => Some(n),
        Err(_) => {
            errors.add(
                field,
                format!("Write {what} as a whole number, for example 7."),
            );
            None
        }
    }
}

/// How an auction event's results are entered, and the caps for results by contract.
pub(super) fn parse_auction_entry(form: &EventForm) -> Result<(AuctionEntry, Caps), FieldErrors> {
    let mut errors = FieldErrors::default();
    let entry = match form.auction_entry.as_str() {
        "" | "points" => AuctionEntry::Points,
        "contract" => AuctionEntry::Contract,
        _ => {
            errors.add("auction_entry", "Choose by points or by contract.");
            AuctionEntry::Points
        }
    };
    let caps = match form.auction_caps.as_str() {
        "" | "kwc" => Caps::Kwc,
        "none" => Caps::None,
        _ => {
            errors.add("auction_caps", "Choose the KWC caps or no caps.");
            Caps::Kwc
        }
    };
    if errors.is_empty() {
        Ok((entry, caps))
    } else {
        Err(errors)
    }
}

pub(super) fn parse_event(form: &EventForm) -> Result<NewEvent, FieldErrors> {
    let mut errors = FieldErrors::default();
    let date = NaiveDate::parse_from_str(form.date.trim(), "%Y-%m-%d")
        .map_err(|_| {
            errors.add(
                "date",
                "Give the date as YYYY-MM-DD, for example 1927-03-07.",
            )
        })
        .ok();
    let game = match form.game.as_str() {
        "whist" => Some(Game::Whist),
        // Duplicate contract bridge is an auction event entered by contract and scored by
        // today's table (`store::set_bridge`).
        "auction" | "bridge" => Some(Game::Auction),
        _ => {
            errors.add(
                "game",
                "Choose duplicate whist, compass auction or duplicate contract bridge.",
            );
            None
        }
    };
    let revoke_rule = match form.revoke_rule.as_str() {
        // Only a whist form asks the rule; the others keep the general rule, which they never
        // apply (their revokes are scored by their own laws).
        "general" => Some(RevokeRule::General),
        "" if form.game != "whist" => Some(RevokeRule::General),
        "pair" => Some(RevokeRule::Pair),
        _ => {
            errors.add("revoke_rule", "Choose the general rule or pair matches.");
            None
        }
    };
    let tables = whole(&mut errors, "tables", &form.tables, "the number of tables");
    let boards_per_round = whole(
        &mut errors,
        "boards_per_round",
        &form.boards_per_round,
        "the boards per round",
    );
    let rounds = if form.rounds.trim().is_empty() {
        Some(None)
    } else {
        whole(&mut errors, "rounds", &form.rounds, "the number of rounds").map(Some)
    };
    let numbers_parsed = tables.is_some() && boards_per_round.is_some() && rounds.is_some();
    // Stand-ins for what did not parse, so that the name and season are still checked.
    let new = NewEvent {
        name: form.name.clone(),
        date: date.unwrap_or_default(),
        season: form.season.clone(),
        game: game.unwrap_or(Game::Whist),
        tables: tables.unwrap_or(1),
        boards_per_round: boards_per_round.unwrap_or(1),
        rounds: rounds.flatten(),
        revoke_rule: revoke_rule.unwrap_or_default(),
    };
    for (field, message) in new.check() {
        let about_text = field == "name" || field == "season";
        // A movement checked against a stand-in would only repeat the parse error.
        if (about_text || numbers_parsed) && errors.get(&field).is_none() {
            errors.add(field, message);
        }
    }
    if errors.is_empty() {
        Ok(new)
    } else {
        Err(errors)
    }
}

/// The form's second step: the pairs, boards and rounds read, the movements that fit offered.
/// Nothing is saved.
/// The pairs typed, or half the players typed for an individual (pairs left blank).
fn pairs_typed(errors: &mut FieldErrors, form: &EventForm) -> Option<u32> {
    if form.pairs.trim().is_empty() && !form.players.trim().is_empty() {
        let players = whole(errors, "players", &form.players, "the players")?;
        if players % 4 != 0 {
            errors.add(
                "players",
                format!(
                    "An individual seats four players a table: give 8, 12, 16, 20, 24 or 28 \
                     players, not {players}."
                ),
            );
            return None;
        }
        return Some(players / 2);
    }
    whole(errors, "pairs", &form.pairs, "the pairs playing")
}

fn offers_page(ctx: Ctx, mut form: EventForm) -> Result<HttpResponse, AppError> {
    let mut errors = FieldErrors::default();
    let pairs = pairs_typed(&mut errors, &form);
    let bpr = whole(
        &mut errors,
        "boards_per_round",
        &form.boards_per_round,
        "the boards per round",
    );
    let rounds = if form.rounds.trim().is_empty() {
        None
    } else {
        whole(&mut errors, "rounds", &form.rounds, "the number of rounds")
    };
    let (Some(pairs), Some(bpr)) = (pairs, bpr) else {
        return render_invalid(&new_event_page(ctx, form, errors));
    };
    let by_players = form.pairs.trim().is_empty();
    let mut offers = offers_for(pairs, bpr, rounds);
    if by_players {
        // Players typed: an individual is what was asked for.
        offers.retain(|o| o.kind == "individual");
    }
    if offers.is_empty() {
        let (field, what) = if by_players {
            ("players", format!("{} players", 2 * pairs))
        } else {
            ("pairs", format!("{pairs} pairs"))
        };
        errors.add(
            field,
            format!("No movement here fits {what} at {bpr} boards a round: try other numbers."),
        );
        return render_invalid(&new_event_page(ctx, form, errors));
    }
    if Kind::parse(&form.movement).is_none_or(|k| !offers.iter().any(|o| o.kind == k.as_str())) {
        form.movement = offers[0].kind.to_owned();
    }
    let mut page = new_event_page(ctx, form, errors);
    page.offers = offer_views(&offers);
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(page.render()?))
}

/// The movement chosen among the offers, with the tables and rounds it takes; None when the
/// form chose none (the book's Mitchell at the tables typed).
fn chosen_movement(form: &EventForm) -> Result<Option<(u32, u32, Choice)>, FieldErrors> {
    if form.movement.trim().is_empty() {
        return Ok(None);
    }
    let mut errors = FieldErrors::default();
    let kind = Kind::parse(form.movement.trim());
    if kind.is_none() {
        errors.add("movement", "Choose one of the movements offered.");
    }
    let pairs = pairs_typed(&mut errors, form);
    let bpr = whole(
        &mut errors,
        "boards_per_round",
        &form.boards_per_round,
        "the boards per round",
    );
    let rounds = if form.rounds.trim().is_empty() {
        None
    } else {
        whole(&mut errors, "rounds", &form.rounds, "the number of rounds")
    };
    let (Some(kind), Some(pairs), Some(bpr)) = (kind, pairs, bpr) else {
        return Err(errors);
    };
    let offers = offers_for(pairs, bpr, rounds);
    let Some(offer) = offers.iter().find(|o| o.kind == kind.as_str()) else {
        errors.add(
            "movement",
            format!(
                "{} does not fit {} at {bpr} boards a round; choose one of the movements offered.",
                kind.label(),
                if kind == Kind::Individual {
                    format!("{} players", 2 * pairs)
                } else {
                    format!("{pairs} pairs")
                }
            ),
        );
        return Err(errors);
    };
    let method = match form.method.trim() {
        "" => "plus-minus".to_owned(),
        m => m.to_owned(),
    };
    Ok(Some((
        offer.tables,
        offer.rounds,
        Choice {
            kind,
            // An individual's field is its players.
            pairs: if kind == Kind::Individual {
                Some(2 * pairs)
            } else if kind.single_field() {
                Some(pairs)
            } else {
                // A Mitchell for an odd number of pairs: the pair it has no players for sits
                // out from the start, not an eighth pair nobody is (issue 22).
                (pairs % 2 == 1).then_some(pairs)
            },
            arrow_switch: Vec::new(),
            method,
        },
    )))
}

pub(super) async fn create(
    director: Director,
    state: web::Data<AppState>,
    form: web::Form<EventForm>,
) -> Result<HttpResponse, AppError> {
    let mut form = form.into_inner();
    let ctx = Ctx::new(Some(&director));
    if form.step == "offers" {
        return offers_page(ctx, form);
    }
    let chosen = match chosen_movement(&form) {
        Ok(c) => c,
        Err(errors) => return render_invalid(&new_event_page(ctx, form, errors)),
    };
    let typed_tables = form.tables.clone();
    let typed_rounds = form.rounds.clone();
    if let Some((tables, _, _)) = &chosen {
        // The offer's shape is what is saved; the Mitchell's own fields are not asked (its
        // rounds are set after the Mitchell's check, which a Howell's would fail).
        form.tables = tables.to_string();
        form.rounds = String::new();
    }
    let parsed = parse_event(&form).map(|mut new| {
        if let Some((_, rounds, _)) = &chosen {
            new.rounds = Some(*rounds);
        }
        new
    });
    form.tables = typed_tables;
    form.rounds = typed_rounds;
    let (new, (auction_entry, caps)) = match (parsed, parse_auction_entry(&form)) {
        (Ok(new), Ok(auction)) => (new, auction),
        (new, auction) => {
            let mut errors = new.err().unwrap_or_default();
            errors.0.extend(auction.err().unwrap_or_default().0);
            return render_invalid(&new_event_page(ctx, form, errors));
        }
    };
    let method = match form.method.trim() {
        "" => "plus-minus".to_owned(),
        m => m.to_owned(),
    };
    let mut choice = chosen.map(|(_, _, c)| c).unwrap_or(Choice {
        method,
        ..Choice::default()
    });
    match arrow_switch(
        &form.arrow_switch,
        choice.kind,
        new.rounds.unwrap_or(new.tables),
    ) {
        Ok(rounds) => choice.arrow_switch = rounds,
        Err(message) => {
            let mut errors = FieldErrors::default();
            errors.add("arrow_switch", message);
            return render_invalid(&new_event_page(ctx, form, errors));
        }
    }
    let mixed = form.mixed == "on";
    if let Some(problem) = mixed.then(|| store::mixed_problem(choice.kind)).flatten() {
        let mut errors = FieldErrors::default();
        errors.add("mixed", problem);
        return render_invalid(&new_event_page(ctx, form, errors));
    }
    let bridge = form.game == "bridge";
    let created = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let id = store::create_with(tx, &new, &choice)?;
            if mixed {
                store::set_mixed(tx, id, true)?;
            }
            if bridge {
                store::set_bridge(tx, id)?;
            } else if new.game == Game::Auction {
                store::set_auction_entry(tx, id, auction_entry, caps)?;
            }
            Ok(id)
        })
    })
    .await;
    match created {
        Ok(id) => Ok(see_other(&format!("/events/{id}"))),
        Err(AppError::Db(e)) if invalid(&e).is_some() => {
            let errors = invalid(&e).unwrap_or_default();
            render_invalid(&new_event_page(ctx, form, errors))
        }
        Err(e) => Err(e),
    }
}
