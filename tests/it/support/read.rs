//! Reading a page's HTML: the text between two marks, the word saved at the top, and what a
//! form would send as shown.

/// The text between `start` and the next `end` after it.
pub fn between<'a>(body: &'a str, start: &str, end: &str) -> &'a str {
    let from = body
        .find(start)
        .unwrap_or_else(|| panic!("{start:?} in {body}"))
        + start.len();
    let to = body[from..].find(end).unwrap() + from;
    &body[from..to]
}

/// The word at the top of a page after a save, if any (`web::flash`).
pub fn saved_word(body: &str) -> Option<&str> {
    body.contains("id=\"saved\"")
        .then(|| between(body, "id=\"saved\">", "</p>"))
}

/// What the page's form posting to `action` sends as shown, unchanged: each named input's
/// value (a box only when ticked) and each select's chosen option (its first when none is).
pub fn form_as_shown(body: &str, action: &str) -> Vec<(String, String)> {
    fields_as_shown(body, &format!("<form method=\"post\" action=\"{action}\""))
}

/// [`form_as_shown`] of the form whose opening tag starts with `opening`.
pub fn fields_as_shown(body: &str, opening: &str) -> Vec<(String, String)> {
    let start = body
        .find(opening)
        .unwrap_or_else(|| panic!("no {opening} in {body}"));
    let end = body[start..]
        .find("</form>")
        .map_or(body.len(), |e| start + e);
    let form = &body[start..end];
    let attr = |tag: &str, name: &str| -> Option<String> {
        let key = format!(" {name}=\"");
        let from = tag.find(&key)? + key.len();
        let to = tag[from..].find('"')? + from;
        Some(
            tag[from..to]
                .replace("&#38;", "&")
                .replace("&#34;", "\"")
                .replace("&#39;", "'")
                .replace("&lt;", "<")
                .replace("&gt;", ">"),
        )
    };
    let mut out = Vec::new();
    let mut rest = form;
    while let Some(at) = rest.find('<') {
        rest = &rest[at..];
        let close = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[..close];
        if tag.starts_with("<input ") {
            let ticked = tag.contains(" checked");
            let kind = attr(tag, "type").unwrap_or_default();
            if let Some(name) = attr(tag, "name")
                && (!matches!(kind.as_str(), "checkbox" | "radio") || ticked)
            {
                out.push((name, attr(tag, "value").unwrap_or_default()));
            }
        } else if tag.starts_with("<select ") {
            let name = attr(tag, "name").unwrap_or_default();
            let body_end = rest.find("</select>").unwrap_or(rest.len());
            let options: Vec<&str> = rest[..body_end].split("<option").skip(1).collect();
            let chosen = options
                .iter()
                .find(|o| o.contains(" selected"))
                .or(options.first());
            let value = chosen.and_then(|o| attr(o, "value")).unwrap_or_default();
            out.push((name, value));
        }
        rest = &rest[close.min(rest.len())..];
        if rest.len() <= 1 {
            break;
        }
        rest = &rest[1..];
    }
    out
}
