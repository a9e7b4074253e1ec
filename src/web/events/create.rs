//! Creating an event.

use super::*;

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
}

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
}

pub(super) const EVENT_FIELDS: [&str; 10] = [
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
];

pub(super) fn new_event_page(ctx: Ctx, form: EventForm, errors: FieldErrors) -> NewEventPage {
    let other_errors = errors
        .0
        .iter()
        .filter(|(f, _)| !EVENT_FIELDS.contains(&f.as_str()))
        .map(|(f, m)| format!("{f}: {m}"))
        .collect();
    NewEventPage {
        ctx,
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
    }
}

pub(super) async fn new_form(director: Director) -> Result<web::Html, AppError> {
    let form = EventForm {
        date: chrono::Local::now()
            .date_naive()
            .format("%Y-%m-%d")
            .to_string(),
        game: "whist".into(),
        boards_per_round: "4".into(),
        revoke_rule: "general".into(),
        auction_entry: "points".into(),
        auction_caps: "kwc".into(),
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
        "general" => Some(RevokeRule::General),
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

pub(super) async fn create(
    director: Director,
    state: web::Data<AppState>,
    form: web::Form<EventForm>,
) -> Result<HttpResponse, AppError> {
    let form = form.into_inner();
    let ctx = Ctx::new(Some(&director));
    let (new, (auction_entry, caps)) = match (parse_event(&form), parse_auction_entry(&form)) {
        (Ok(new), Ok(auction)) => (new, auction),
        (new, auction) => {
            let mut errors = new.err().unwrap_or_default();
            errors.0.extend(auction.err().unwrap_or_default().0);
            return render_invalid(&new_event_page(ctx, form, errors));
        }
    };
    let bridge = form.game == "bridge";
    let created = db(&state, move |pool| {
        crate::db::write(pool, |tx| {
            let id = store::create(tx, &new)?;
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
