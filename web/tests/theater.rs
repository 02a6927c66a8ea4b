//! The Design Jury theater in headless Chromium: the core reducer's rules (spec §6.2) as the
//! user sees them through the web components, plus the player feeding a pasted reply and
//! interrupting a replay.
#![cfg(target_arch = "wasm32")]

mod common;

use common::container;

use jury_core::critique::{Artifact, PanelEvent, Theater};
use jury_web::theater::player::{Player, Speed};
use jury_web::theater::stage::Stage;
use jury_web::theater::{fixtures, session_options};
use leptos::prelude::*;
use serde_json::json;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn ev(value: serde_json::Value) -> PanelEvent {
    serde_json::from_value(value).expect("a PanelEvent")
}

fn started(run: &str) -> PanelEvent {
    ev(json!({"type":"run_started","runId":run,"protocolVersion":1,
        "cast":["designer","critic","brand","a11y","copy"],"maxRounds":3,"threshold":8,"scale":10}))
}

/// One closed panelist turn: open, one dim, optional must-fix, close.
fn turn(run: &str, round: u32, role: &str, score: f64, must_fix: Option<&str>) -> Vec<PanelEvent> {
    let mut out = vec![
        ev(json!({"type":"panelist_open","runId":run,"round":round,"role":role})),
        ev(
            json!({"type":"panelist_dim","runId":run,"round":round,"role":role,
            "dimName":"hierarchy","dimScore":score,"dimNote":format!("{role} note r{round}")}),
        ),
    ];
    if let Some(text) = must_fix {
        out.push(ev(
            json!({"type":"panelist_must_fix","runId":run,"round":round,"role":role,"text":text}),
        ));
    }
    out.push(ev(
        json!({"type":"panelist_close","runId":run,"round":round,"role":role,"score":score}),
    ));
    out
}

fn round_end(run: &str, round: u32, composite: f64, decision: &str) -> PanelEvent {
    ev(
        json!({"type":"round_end","runId":run,"round":round,"composite":composite,
        "mustFix":0,"decision":decision,"reason":"because"}),
    )
}

/// A full round where every scorer gives `score` (composite = score).
fn round(run: &str, n: u32, score: f64, decision: &str) -> Vec<PanelEvent> {
    let mut out = Vec::new();
    for role in ["critic", "brand", "a11y", "copy"] {
        out.extend(turn(run, n, role, score, None));
    }
    out.push(round_end(run, n, score, decision));
    out
}

fn ship(run: &str, round: u32, composite: f64) -> PanelEvent {
    ev(
        json!({"type":"ship","runId":run,"round":round,"composite":composite,"status":"shipped",
        "artifactRef":{"projectId":"p","artifactId":"a"},"summary":"Done."}),
    )
}

struct Mounted {
    root: web_sys::HtmlElement,
    theater: RwSignal<Theater>,
    _handle: Box<dyn std::any::Any>,
}

impl Mounted {
    fn new(artifact: Option<Artifact>) -> Self {
        let theater = RwSignal::new(Theater::new());
        Self::with(
            theater,
            Signal::derive(|| false),
            artifact,
            Signal::default(),
        )
    }

    /// The stage of a player, as the Design Jury page wires it.
    fn playing(player: &Player) -> Self {
        Self::with(
            player.theater,
            player.can_interrupt(),
            None,
            player.rejected(),
        )
    }

    fn with(
        theater: RwSignal<Theater>,
        can: Signal<bool>,
        artifact: Option<Artifact>,
        rejected: Signal<Option<String>>,
    ) -> Self {
        let root = container();
        let handle = leptos::mount::mount_to(root.clone(), move || {
            let artifact = artifact.clone();
            view! {
                <Stage
                    theater=theater
                    can_interrupt=can
                    on_interrupt=Callback::new(|()| {})
                    artifact=Signal::derive(move || artifact.clone())
                    rejected=rejected
                />
            }
        });
        Mounted {
            root,
            theater,
            _handle: Box::new(handle),
        }
    }

    async fn apply(&self, events: &[PanelEvent]) {
        self.theater
            .update(|t| events.iter().for_each(|e| t.apply(e)));
        leptos::task::tick().await;
    }

    fn text(&self) -> String {
        self.root.text_content().unwrap_or_default()
    }

    fn all(&self, selector: &str) -> Vec<web_sys::Element> {
        let list = self.root.query_selector_all(selector).unwrap();
        (0..list.length())
            .filter_map(|i| list.item(i))
            .map(|n| n.unchecked_into())
            .collect()
    }

    fn texts(&self, selector: &str) -> Vec<String> {
        self.all(selector)
            .iter()
            .map(|e| e.text_content().unwrap_or_default())
            .collect()
    }
}

#[wasm_bindgen_test]
async fn a_running_run_shows_ticker_timeline_and_five_lanes() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    assert_eq!(
        m.all("section[role=region][aria-label='Design Jury']")
            .len(),
        1
    );
    let lanes = m.texts(".jury-lane h4");
    assert_eq!(
        lanes,
        ["Designer", "Critic", "Brand", "Accessibility", "Copy"]
    );
    m.apply(&turn("r", 1, "critic", 7.0, Some("Enlarge the price.")))
        .await;
    m.apply(&[ev(
        json!({"type":"panelist_open","runId":"r","round":1,"role":"brand"}),
    )])
    .await;
    let brand = &m.all(".jury-lane[data-role=brand]")[0];
    assert_eq!(brand.get_attribute("data-active").as_deref(), Some("true"));
    assert_eq!(m.all(".jury-cell[data-state=open]").len(), 1);
    let critic = &m.all(".jury-lane[data-role=critic]")[0];
    let critic_text = critic.text_content().unwrap();
    assert!(critic_text.contains("1 must-fix"), "{critic_text}");
    assert!(critic_text.contains("7.0"), "{critic_text}");
    // Beyond upstream: the must-fix text and the dimension note are in the lane.
    assert!(critic_text.contains("Enlarge the price."), "{critic_text}");
    assert!(critic_text.contains("critic note r1"), "{critic_text}");
    assert_eq!(
        critic
            .query_selector(".jury-dot")
            .unwrap()
            .unwrap()
            .get_attribute("data-meets-half")
            .as_deref(),
        Some("true")
    );
    // Nothing landed yet: the ticker says so.
    assert!(m.text().contains("Composite—Threshold 8.0"), "{}", m.text());
    assert_eq!(m.texts(".jury-round-label"), ["Round 1 of 3"]);
}

#[wasm_bindgen_test]
async fn terminal_phases_are_sticky() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    m.apply(&round("r", 1, 9.0, "ship")).await;
    m.apply(&[ship("r", 1, 9.0)]).await;
    assert!(
        m.text().contains("Shipped at round 1 · composite 9.0"),
        "{}",
        m.text()
    );
    // Later events of the same run change nothing…
    m.apply(&round("r", 2, 3.0, "continue")).await;
    m.apply(&[ev(
        json!({"type":"degraded","runId":"r","reason":"malformed_block","adapter":"x"}),
    )])
    .await;
    let text = m.text();
    assert!(text.contains("Shipped at round 1"), "{text}");
    assert!(!text.contains("Panel offline"), "{text}");
    assert_eq!(m.texts(".jury-round-label"), ["Round 1 of 3"]);
    assert_eq!(m.all(".jury-bar").len(), 1);
}

#[wasm_bindgen_test]
async fn late_warnings_are_still_accepted() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    m.apply(&round("r", 1, 9.0, "ship")).await;
    m.apply(&[ship("r", 1, 9.0)]).await;
    assert!(m.all(".jury-warnings").is_empty());
    let warning =
        ev(json!({"type":"parser_warning","runId":"r","kind":"composite_mismatch","position":0}));
    m.apply(&[warning.clone(), warning]).await;
    let items = m.all(".jury-warnings li[data-kind=composite_mismatch]");
    assert_eq!(items.len(), 1);
    assert!(items[0].text_content().unwrap().contains("(×2)"));
}

#[wasm_bindgen_test]
async fn events_for_another_run_are_ignored() {
    let m = Mounted::new(None);
    m.apply(&[started("mine")]).await;
    m.apply(&round("other", 1, 9.0, "ship")).await;
    m.apply(&[ship("other", 1, 9.0)]).await;
    assert!(m.all(".jury-round").is_empty());
    assert!(m.all(".jury-cell").is_empty());
    assert!(!m.text().contains("Shipped"), "{}", m.text());
    // A new run_started is always accepted and starts over.
    m.apply(&[started("other")]).await;
    m.apply(&round("other", 1, 9.0, "ship")).await;
    assert_eq!(m.texts(".jury-round-label"), ["Round 1 of 3"]);
}

#[wasm_bindgen_test]
async fn rounds_are_kept_sorted() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    m.apply(&round("r", 2, 8.0, "continue")).await;
    m.apply(&round("r", 1, 6.0, "continue")).await;
    assert_eq!(
        m.texts(".jury-round-label"),
        ["Round 1 of 3", "Round 2 of 3"]
    );
    let critic = &m.all(".jury-lane[data-role=critic]")[0];
    let cells: Vec<String> = (0..2)
        .map(|i| {
            critic
                .query_selector_all(".jury-cell-round")
                .unwrap()
                .item(i)
                .unwrap()
                .text_content()
                .unwrap()
        })
        .collect();
    assert_eq!(cells, ["R1", "R2"]);
    // A late event for round 1 lands in round 1, not in round 2.
    m.apply(&[ev(
        json!({"type":"panelist_must_fix","runId":"r","round":1,"role":"critic","text":"late"}),
    )])
    .await;
    let first = critic.query_selector(".jury-cell").unwrap().unwrap();
    assert!(first.text_content().unwrap().contains("late"));
    assert_eq!(m.texts(".jury-composite"), ["6.0/10", "8.0/10"]);
    assert_eq!(m.all(".jury-bar[data-meets-threshold=true]").len(), 1);
}

#[wasm_bindgen_test]
async fn the_app_composite_is_shown_with_the_agent_claim_beside_it() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    let mut events = Vec::new();
    for (role, score) in [
        ("critic", 6.0),
        ("brand", 7.0),
        ("a11y", 5.0),
        ("copy", 6.0),
    ] {
        events.extend(turn("r", 1, role, score, None));
    }
    events.push(round_end("r", 1, 7.5, "continue"));
    m.apply(&events).await;
    // 0.4·6 + 0.2·7 + 0.2·5 + 0.2·6 = 6.0 (the core's formula), the agent said 7.5.
    assert_eq!(m.texts(".jury-composite"), ["6.0/10"]);
    assert_eq!(m.texts(".jury-claim"), ["agent claimed 7.5"]);
}

#[wasm_bindgen_test]
async fn degraded_and_failed_views_say_why_in_plain_words() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    m.apply(&[ev(
        json!({"type":"degraded","runId":"r","reason":"missing_artifact","adapter":"paste"}),
    )])
    .await;
    assert!(m.text().contains("Panel offline this run"));
    assert!(m.text().contains("Run finished without a final artifact."));
    m.apply(&[started("s")]).await;
    m.apply(&[ev(
        json!({"type":"failed","runId":"s","cause":"per_round_timeout"}),
    )])
    .await;
    assert!(m.text().contains("Run failed"));
    assert!(m.text().contains("A round exceeded its time budget."));
}

#[wasm_bindgen_test]
async fn the_artifact_is_rendered_only_in_a_script_less_sandboxed_frame_section_11() {
    let body = "<style>p{color:rgb(1,2,3)}</style><p id=\"from-artifact\">Hi</p>\
                <a id=\"link\" href=\"https://example.com\" onclick=\"x()\">go</a>\
                <script>top.document.title='owned'</script>";
    let m = Mounted::new(Some(Artifact {
        round: 1.0,
        mime: "text/html".into(),
        body: body.into(),
    }));
    m.apply(&[started("r")]).await;
    m.apply(&round("r", 1, 9.0, "ship")).await;
    m.apply(&[ship("r", 1, 9.0)]).await;
    let frame = m.all("iframe.design-frame")[0].clone();
    assert_eq!(
        frame.get_attribute("sandbox").as_deref(),
        Some("allow-same-origin")
    );
    assert!(frame
        .get_attribute("srcdoc")
        .unwrap()
        .contains("content=\"default-src 'none'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'\""));
    let frame: web_sys::HtmlIFrameElement = frame.unchecked_into();
    let mut doc = None;
    for _ in 0..50 {
        doc = frame
            .content_document()
            .filter(|d| d.get_element_by_id("from-artifact").is_some());
        if doc.is_some() {
            break;
        }
        sleep(20).await;
    }
    let doc = doc.expect("the design is written into the frame");
    assert!(
        doc.query_selector("script").unwrap().is_none(),
        "no script element"
    );
    let link = doc.get_element_by_id("link").unwrap();
    assert_eq!(link.get_attribute("href"), None, "a link goes nowhere");
    assert_eq!(link.get_attribute("onclick"), None);
    // The source is shown as text; the markup never becomes part of the app's document.
    assert!(m
        .text()
        .contains("<script>top.document.title='owned'</script>"));
    let document = web_sys::window().unwrap().document().unwrap();
    assert!(document.get_element_by_id("from-artifact").is_none());
}

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

async fn wait_for(m: &Mounted, needle: &str) {
    for _ in 0..200 {
        if m.text().contains(needle) {
            return;
        }
        sleep(25).await;
    }
    panic!("never saw {needle:?} in {}", m.text());
}

#[wasm_bindgen_test]
async fn a_pasted_reply_fills_the_theater_through_the_core_session() {
    let player = Player::new();
    let m = Mounted::playing(&player);
    let done = RwSignal::new(None);
    player.paste(
        session_options("p1", Default::default()),
        fixtures::HAPPY.to_string(),
        0..fixtures::HAPPY.len(),
        Speed::Every(4),
        Callback::new(move |s| done.set(Some(s))),
    );
    wait_for(&m, "Round 1 of 3").await;
    assert!(
        player.can_interrupt().get_untracked(),
        "Interrupt applies while feeding"
    );
    wait_for(&m, "Shipped at round 3 · composite 8.6").await;
    assert_eq!(m.texts(".jury-composite"), ["6.3/10", "7.9/10", "8.6/10"]);
    let summary = done.get_untracked().expect("the session summary");
    assert_eq!(summary.status.as_str(), "shipped");
    assert!(summary.artifact.is_some());
}

#[wasm_bindgen_test]
async fn a_rejected_paste_says_where_the_parser_stopped() {
    let player = Player::new();
    let m = Mounted::playing(&player);
    let unbalanced = fixtures::named("malformed-unbalanced")
        .expect("the fixture")
        .text;
    player.paste(
        session_options("p3", Default::default()),
        unbalanced.to_string(),
        0..unbalanced.len(),
        Speed::Instant,
        Callback::new(|_| {}),
    );
    wait_for(&m, "Malformed panel output (parser rejected the block).").await;
    wait_for(&m, "The parser stopped").await;
    // Upstream's error is at UTF-16 position 4644: the unclosed <PANELIST on line 78.
    assert_eq!(
        m.texts(".jury-rejected"),
        [
            "The parser stopped at line 78, column 5 of the pasted reply: PANELIST block at \
          position 4644 never closed before the next <PANELIST opening"
        ]
    );
    // A replay of a stored run has no paste to point into: the line goes with the next load.
    player.replay(vec![started("r")], Speed::Instant);
    leptos::task::tick().await;
    assert!(m.all(".jury-rejected").is_empty());
}

#[wasm_bindgen_test]
async fn interrupting_a_replay_keeps_the_best_round() {
    let player = Player::new();
    let m = Mounted::playing(&player);
    let mut events = vec![started("r")];
    events.extend(round("r", 1, 7.0, "continue"));
    events.extend(round("r", 2, 6.0, "continue"));
    events.extend(round("r", 3, 9.0, "ship"));
    events.push(ship("r", 3, 9.0));
    player.replay(events, Speed::Paused);
    player.next_round();
    player.next_round();
    player.prev_round();
    player.next_round();
    leptos::task::tick().await;
    assert_eq!(
        m.texts(".jury-round-label"),
        ["Round 1 of 3", "Round 2 of 3"]
    );
    player.interrupt();
    leptos::task::tick().await;
    assert!(
        m.text()
            .contains("Interrupted at round 1 · best composite 7.0"),
        "{}",
        m.text()
    );
    assert!(!player.can_interrupt().get_untracked());
}

/// Issue 11: an interrupt before any round landed says so, not "best composite 0.0".
#[wasm_bindgen_test]
async fn interrupting_before_any_round_finished_says_nothing_was_scored() {
    let player = Player::new();
    let m = Mounted::playing(&player);
    let mut events = vec![started("r")];
    events.extend(turn("r", 1, "critic", 7.0, None));
    player.replay(events, Speed::Instant);
    leptos::task::tick().await;
    player.interrupt();
    leptos::task::tick().await;
    assert!(
        m.text()
            .contains("Interrupted before any round finished: nothing was scored yet."),
        "{}",
        m.text()
    );
    assert!(!m.text().contains("best composite 0.0"));
}

#[wasm_bindgen_test]
async fn interrupting_a_paste_keeps_the_best_so_far_as_an_interrupted_run() {
    let player = Player::new();
    let m = Mounted::playing(&player);
    let done = RwSignal::new(None);
    player.paste(
        session_options("p2", Default::default()),
        fixtures::HAPPY.to_string(),
        0..fixtures::HAPPY.len(),
        Speed::Every(4),
        Callback::new(move |s| done.set(Some(s))),
    );
    wait_for(&m, "Round 2 of 3").await;
    player.interrupt();
    leptos::task::tick().await;
    let summary = done.get_untracked().expect("the session summary");
    assert_eq!(summary.status.as_str(), "interrupted");
    assert_eq!(summary.score, Some(6.260000000000001));
    assert_eq!(m.texts(".jury-badge"), ["Interrupted"]);
    // Feeding stopped: nothing lands any more.
    sleep(100).await;
    assert_eq!(m.texts(".jury-composite"), ["6.3/10"]);
}

#[wasm_bindgen_test]
async fn an_opened_turn_stays_open_while_the_theater_fills_in() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    m.apply(&turn("r", 1, "critic", 7.0, Some("Enlarge the price.")))
        .await;
    let summary = &m.all(".jury-lane[data-role=critic] summary")[0];
    summary.unchecked_ref::<web_sys::HtmlElement>().click();
    sleep(20).await; // `toggle` is dispatched as a task
    m.apply(&turn("r", 1, "brand", 8.0, None)).await;
    let details = &m.all(".jury-lane[data-role=critic] details")[0];
    assert!(details.has_attribute("open"));
    assert_eq!(
        m.texts(".jury-lane[data-role=critic] .jury-mustfix li"),
        ["Enlarge the price."]
    );
}

/// The element that has focus.
fn focused() -> web_sys::Element {
    web_sys::window()
        .unwrap()
        .document()
        .unwrap()
        .active_element()
        .expect("something has focus")
}

/// The round label of the lane cell an element sits in ("R2").
fn cell_round(element: &web_sys::Element) -> String {
    element
        .closest(".jury-cell")
        .unwrap()
        .expect("inside a lane cell")
        .query_selector(".jury-cell-round")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn a_focused_turn_keeps_focus_while_events_arrive() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    m.apply(&turn("r", 1, "critic", 7.0, Some("Enlarge the price.")))
        .await;
    let summary = m.all(".jury-lane[data-role=critic] summary")[0]
        .clone()
        .unchecked_into::<web_sys::HtmlElement>();
    summary.focus().unwrap();
    // The next panelist speaks, the round ends and round 2 opens: the critic's lane changes
    // (its "speaking" mark, a new cell) around the focused turn.
    m.apply(&turn("r", 1, "brand", 8.0, None)).await;
    m.apply(&[round_end("r", 1, 7.5, "continue")]).await;
    m.apply(&turn("r", 2, "critic", 8.0, Some("Check the contrast.")))
        .await;
    assert!(focused().is_same_node(Some(&summary)));
    assert_eq!(cell_round(&focused()), "R1");
    assert_eq!(
        m.texts(".jury-lane[data-role=critic] .jury-cell-score"),
        ["7.0", "8.0"]
    );
}

#[wasm_bindgen_test]
async fn focus_and_open_turns_follow_their_round_when_an_earlier_round_arrives_late() {
    let m = Mounted::new(None);
    m.apply(&[started("r")]).await;
    m.apply(&turn("r", 2, "critic", 8.0, Some("Check the contrast.")))
        .await;
    let summary = m.all(".jury-lane[data-role=critic] summary")[0]
        .clone()
        .unchecked_into::<web_sys::HtmlElement>();
    summary.click();
    sleep(20).await; // `toggle` is dispatched as a task
    summary.focus().unwrap();
    // Round 1 arrives after round 2: the reducer sorts it first, before the focused turn.
    m.apply(&turn("r", 1, "critic", 7.0, Some("Enlarge the price.")))
        .await;
    assert_eq!(
        cell_round(&focused()),
        "R2",
        "focus stays on round 2's turn"
    );
    let open: Vec<String> = m
        .all(".jury-lane[data-role=critic] details[open]")
        .iter()
        .map(cell_round)
        .collect();
    assert_eq!(open, ["R2"], "only round 2's turn is open");
}
