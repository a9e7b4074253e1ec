//! A party's prizes, the play-offs that decide them, and Foster's public draw.

use super::show::describe_plan;
use super::*;

#[derive(Template)]
#[template(path = "parties/prizes.html")]
pub(super) struct PrizesPage {
    ctx: Ctx,
    /// The club's name at the head of the printed list, as the tallies have it; empty for none.
    club: String,
    p: StoredParty,
    plan: Vec<String>,
    awards: Vec<AwardRow>,
    /// Why there is no prize list yet, or what must be decided first.
    wanting: Option<String>,
    /// Tied players whose play-off or cut the director must enter: (field, player).
    decide: Vec<(String, String)>,
    decide_by: &'static str,
    /// The tie the play-off or cut is for (`prizes::tie_key`), sent back with the scores.
    decide_tie: String,
    lot_seed: Option<u64>,
    replay: Option<String>,
    /// Foster's numbers cannot fall among the totals: what that does to the prizes.
    foster_warning: Option<&'static str>,
    errors: FieldErrors,
}

pub(super) struct PrizeList {
    awards: Vec<AwardRow>,
    wanting: Option<String>,
    decide: Vec<(String, String)>,
    decide_by: &'static str,
    decide_tie: String,
    lot_seed: Option<u64>,
}

pub(super) fn prize_list(p: &StoredParty) -> Result<PrizeList, AppError> {
    let e = p.evening()?;
    let mut list = PrizeList {
        awards: Vec::new(),
        wanting: None,
        decide: Vec::new(),
        decide_by: "playoff",
        decide_tie: String::new(),
        lot_seed: None,
    };
    match evening::awards_so_far(&e.party, &p.plan, &p.prize_inputs()) {
        Ok(a) => {
            // The first tie that waits for its own play-off or cut: the form asks for it. Ties
            // that wait only on it are shown as pending and asked for once it is decided.
            if let Some((why, tie)) = a
                .awards
                .iter()
                .filter_map(|a| Some((a.pending.as_ref()?, a.tie.as_ref()?)))
                .find(|(why, _)| !why.starts_with("waits for"))
            {
                list.decide_by = match tie.by {
                    crate::party::prizes::TieBreak::Cut => "cut",
                    _ => "playoff",
                };
                list.decide_tie = crate::party::prizes::tie_key(&tie.among);
                list.decide = tie
                    .among
                    .iter()
                    .map(|n| (format!("{}.{n}", list.decide_by), n.clone()))
                    .collect();
                list.wanting = Some(why.clone());
            }
            list.lot_seed = a.seed;
            list.awards = a.awards.iter().map(AwardRow::of).collect();
            // A large euchre's prizes are handed out at the head of the winner's aisle
            // (printed rule 10, seed 001 L6831–6833): the page says which.
            if e.party.settings().aisle_tables.is_some() {
                let entrants = evening::entrants(&e.party);
                for (row, award) in list.awards.iter_mut().zip(&a.awards) {
                    let aisle = award
                        .player
                        .as_deref()
                        .and_then(|p| entrants.iter().find(|x| x.player == p))
                        .and_then(|x| x.aisle);
                    if let Some(n) = aisle {
                        row.player = format!("{} (aisle {n})", row.player);
                    }
                }
            }
        }
        Err(err) => {
            if let Some((by, group)) = evening::tie_to_decide(&e.party, &p.plan, &p.prize_inputs())
            {
                list.decide_by = match by {
                    crate::party::prizes::TieBreak::Cut => "cut",
                    _ => "playoff",
                };
                list.decide = group
                    .into_iter()
                    .map(|n| (format!("{}.{n}", list.decide_by), n))
                    .collect();
            }
            list.wanting = Some(err.message);
        }
    }
    Ok(list)
}

/// The warning when Foster's sealed numbers cannot fall among the party's totals (issue 22).
/// The page says which way they miss, never the numbers: the set stays sealed until the draw.
fn foster_warning(p: &StoredParty) -> Result<Option<&'static str>, AppError> {
    let Some(sealed) = &p.sealed else {
        return Ok(None);
    };
    let e = p.evening()?;
    Ok(
        evening::foster_misses(&e.party, sealed).map(|way| match way {
            std::cmp::Ordering::Less => {
                "Foster's sealed numbers all lie below every total here: whatever number is drawn, the prizes go to the lowest scores. The numbers do not suit this game's totals; a party made with bands that fit them (on the new-party form) draws fairly."
            }
            _ => {
                "Foster's sealed numbers all lie above every total here: whatever number is drawn, the prizes go to the highest scores, as ranked prizes would. The numbers do not suit this game's totals; a party made with bands that fit them (on the new-party form) draws fairly."
            }
        }),
    )
}

pub(super) async fn prizes_page(
    state: &AppState,
    director: Option<&Director>,
    id: i64,
    errors: FieldErrors,
) -> Result<PrizesPage, AppError> {
    let p = load(state, id).await?;
    let list = prize_list(&p)?;
    // The replay: the same tallies, seeds and draw give the same list, every time.
    let again = prize_list(&p)?;
    let replay = (list.wanting.is_none() && !list.awards.is_empty()).then(|| {
        if again.awards == list.awards {
            "Replayed from the stored seeds: the same prize list.".to_owned()
        } else {
            "Replayed from the stored seeds: THE LIST DIFFERS.".to_owned()
        }
    });
    Ok(PrizesPage {
        ctx: Ctx::new(director),
        club: crate::web::club::settings(state).await?.name,
        plan: describe_plan(&p.plan),
        awards: list.awards,
        wanting: list.wanting,
        decide: list.decide,
        decide_by: list.decide_by,
        decide_tie: list.decide_tie,
        lot_seed: list.lot_seed,
        replay,
        foster_warning: foster_warning(&p)?,
        p,
        errors,
    })
}

pub(super) async fn prizes(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    // A scorer reads the page as the public does, but keeps their own name in the layout.
    let director = who.as_ref().and_then(crate::web::roles::Scorer::director);
    let mut page = prizes_page(
        &state,
        director.as_ref(),
        path.into_inner(),
        FieldErrors::default(),
    )
    .await?;
    page.ctx = crate::web::roles::Scorer::ctx_of(who.as_ref());
    render(&page)
}

pub(super) async fn prizes_csv(
    state: web::Data<AppState>,
    path: web::Path<i64>,
) -> Result<HttpResponse, AppError> {
    let kept = load_evening(&state, path.into_inner()).await?;
    let (p, e) = (&kept.0, &kept.1);
    let lines = match evening::awards(&e.party, &p.plan, &p.prize_inputs()) {
        Ok(a) => sheets::prize_lines(&a),
        Err(_) => Vec::new(),
    };
    crate::web::csv_download(
        &format!("party-{}-prizes", p.id),
        &sheets::PRIZES_CSV_HEADER,
        &lines,
    )
}

pub(super) async fn deciders(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let typed = form.into_inner();
    let mut errors = FieldErrors::default();
    let mut given = Deciders::default();
    let tie = typed
        .get("tie")
        .map(|t| t.trim().to_owned())
        .unwrap_or_default();
    for (field, value) in &typed {
        let (map, name) = match (field.strip_prefix("playoff."), field.strip_prefix("cut.")) {
            (Some(n), _) => (&mut given.playoff, n),
            (_, Some(n)) => (&mut given.cut, n),
            _ => continue,
        };
        match value.trim().parse::<i64>() {
            Ok(v) if v >= 0 => {
                map.insert(name.to_owned(), v);
            }
            Ok(v) => errors.add(field.clone(), format!("{v} is negative")),
            Err(_) => errors.add(field.clone(), "a whole number"),
        }
    }
    if given.playoff.is_empty() && given.cut.is_empty() && errors.is_empty() {
        errors.add("deciders", "enter the tied players' results");
    }
    // Kept with the tie it decides, so that it settles that prize and no other.
    if !tie.is_empty() {
        let scores: std::collections::BTreeMap<String, i64> = given
            .playoff
            .iter()
            .chain(given.cut.iter())
            .map(|(k, v)| (k.clone(), *v))
            .collect();
        given = Deciders::default();
        given.by_tie.insert(tie, scores);
    }
    if errors.is_empty() {
        let by = director.name.clone();
        errors = db(&state, move |pool| {
            crate::web::write_form(pool, |tx, errors| {
                errors.note(store::set_deciders(tx, id, &given, &by), |f| f)
            })
        })
        .await?;
    }
    if errors.is_empty() {
        return Ok(crate::web::flash::saved(
            &format!("/parties/{id}/prizes"),
            "The tie is decided: the prize list follows it.",
        ));
    }
    render_invalid(&prizes_page(&state, Some(&director), id, errors).await?)
}

#[derive(Template)]
#[template(path = "parties/draw.html")]
pub(super) struct DrawPage {
    ctx: Ctx,
    /// The club's name at the head of the printed draw, as the tallies have it; empty for none.
    club: String,
    p: StoredParty,
    /// Each prize with the winner's score and its distance from the number.
    awards: Vec<(AwardRow, String)>,
    wanting: Option<String>,
    /// The draw seed and the sealed set, shown once the number is drawn.
    sealed_shown: Option<String>,
    /// How many numbers the sealed set holds (the book's 100, or as the bands make it).
    sealed_size: usize,
    /// The party counts games: the scores drawn against are half games (a game won is two).
    half_games: bool,
    replay: Option<String>,
    errors: FieldErrors,
    typed: String,
}

pub(super) async fn draw_page_of(
    state: &AppState,
    director: Option<&Director>,
    id: i64,
    errors: FieldErrors,
    typed: String,
) -> Result<DrawPage, AppError> {
    let p = load(state, id).await?;
    if p.sealed.is_none() {
        return Err(AppError::NotFound);
    }
    let (awards, wanting) = match p.drawn {
        Some(drawn) => {
            let list = prize_list(&p)?;
            let e = p.evening()?;
            let scores = evening::entrants(&e.party);
            let detail = |a: &AwardRow| {
                scores
                    .iter()
                    .find(|x| x.player == a.player)
                    .and_then(|x| x.score.first())
                    .map(|&s| format!("{s}, {} from {drawn}", s.abs_diff(i64::from(drawn))))
                    .unwrap_or_default()
            };
            let awards = list
                .awards
                .into_iter()
                .map(|a| {
                    let d = detail(&a);
                    (a, d)
                })
                .collect();
            (awards, list.wanting)
        }
        None => (Vec::new(), None),
    };
    let sealed = p.sealed.clone().unwrap_or_default();
    let draw_seed = p.draw_seed.unwrap_or_default();
    let (sealed_shown, replay) = match p.drawn {
        Some(drawn) => {
            let same_set = evening::sealed_set_for(&p.plan, draw_seed).ok() == Some(sealed.clone());
            let seeded = evening::seeded_draw(&sealed, draw_seed).ok();
            let mut check = vec![if same_set {
                "The draw seed makes this very sealed set again.".to_owned()
            } else {
                "The draw seed does NOT make the stored sealed set.".to_owned()
            }];
            check.push(match (p.drawn_by_seed, seeded) {
                (true, Some(s)) if s == drawn => {
                    format!("Replayed, the seed draws {s} again: the same number.")
                }
                (true, other) => format!("Replayed, the seed draws {other:?}: NOT the same."),
                (false, _) => format!("{drawn} was drawn in the room and is in the sealed set."),
            });
            let mut sorted = sealed.clone();
            sorted.sort_unstable();
            (
                Some(
                    sorted
                        .iter()
                        .map(u32::to_string)
                        .collect::<Vec<_>>()
                        .join(" "),
                ),
                Some(check.join(" ")),
            )
        }
        None => (None, None),
    };
    Ok(DrawPage {
        ctx: Ctx::new(director),
        club: crate::web::club::settings(state).await?.name,
        sealed_size: p.sealed.as_ref().map_or(0, Vec::len),
        half_games: p.settings.scoring.mode == crate::party::scoring::Mode::Games,
        p,
        awards,
        wanting,
        sealed_shown,
        replay,
        errors,
        typed,
    })
}

pub(super) async fn draw_page(
    state: web::Data<AppState>,
    who: Option<crate::web::roles::Scorer>,
    path: web::Path<i64>,
) -> Result<web::Html, AppError> {
    // A scorer reads the page as the public does, but keeps their own name in the layout.
    let director = who.as_ref().and_then(crate::web::roles::Scorer::director);
    let mut page = draw_page_of(
        &state,
        director.as_ref(),
        path.into_inner(),
        FieldErrors::default(),
        String::new(),
    )
    .await?;
    page.ctx = crate::web::roles::Scorer::ctx_of(who.as_ref());
    render(&page)
}

pub(super) async fn draw(
    state: web::Data<AppState>,
    director: Director,
    path: web::Path<i64>,
    form: web::Form<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let id = path.into_inner();
    let form = form.into_inner();
    let typed = form.get("drawn").cloned().unwrap_or_default();
    let mut errors = FieldErrors::default();
    let drawn = match typed.trim() {
        "" => None,
        s => match s.parse::<u32>() {
            Ok(n) => Some(n),
            Err(_) if s.starts_with('-') => {
                errors.add(
                    "drawn",
                    format!("Number drawn in the room: {s} is negative"),
                );
                None
            }
            Err(_) => {
                errors.add(
                    "drawn",
                    format!("Number drawn in the room: {s:?} is not a whole number"),
                );
                None
            }
        },
    };
    let party = load(&state, id).await?;
    // A number typed from the room is checked before the question is asked (issue 22: 235
    // offered "Yes, make the draw" with the set 0, 10 … 790); the write checks it again.
    if let (Some(n), Some(sealed)) = (drawn, party.sealed.as_ref())
        && !sealed.contains(&n)
    {
        errors.add(
            "drawn",
            format!("Number drawn in the room: {n} is not in the sealed set; read the slip again"),
        );
    }
    if !errors.is_empty() {
        return render_invalid(&draw_page_of(&state, Some(&director), id, errors, typed).await?);
    }
    // The draw cannot be taken back: ask once (`web::confirm`), carrying the number typed. A
    // party still playing is refused outright below, with nothing to ask.
    if !crate::web::confirm::given(&form) && party.ended.is_some() {
        let mut ask = crate::web::confirm::Ask::new(
            "Make the draw?",
            match typed.trim() {
                "" => "The program draws the number from the draw seed. Once drawn, the number \
                       stands and the prizes are awarded by it."
                    .to_owned(),
                n => format!(
                    "The number drawn in the room is {n}. Once entered, the number stands and \
                     the prizes are awarded by it."
                ),
            },
            format!("/parties/{id}/draw"),
        );
        ask.hidden = vec![("drawn".into(), typed)];
        ask.button = "Yes, make the draw".into();
        ask.cancel = format!("/parties/{id}/draw");
        return ask.page(crate::web::Ctx::new(Some(&director)));
    }
    if errors.is_empty() {
        let by = director.name.clone();
        errors = db(&state, move |pool| {
            crate::web::write_form(pool, |tx, errors| {
                errors.note(store::draw(tx, id, drawn, &by).map(|_| ()), |f| f)
            })
        })
        .await?;
    }
    if errors.is_empty() {
        return Ok(crate::web::flash::saved(
            &format!("/parties/{id}/draw"),
            "The number is drawn: the prizes go to the scores nearest it.",
        ));
    }
    render_invalid(&draw_page_of(&state, Some(&director), id, errors, typed).await?)
}
