"""The JSON-line messages of the two Lean wire protocols, as pydantic models.

Session (session.py <-> lean/session/Session.lean, every line prefixed by the session's nonce):
`SessionSetup` first, then one `SessionRequest` per item (or `SessionQuit`); every answer, the
ready line included, is a `SessionAnswer`.

Daemon (daemon_client.py <-> daemon_server.py, over a Unix socket): one request line, a
`RunRequest`, `StatusRequest` or `StopRequest`; the server answers with `DaemonReply` lines, each
with one key saying what it is (`error`, `status`, `stopping`, `queued` / `alive` keep-alives,
`accepted`, one `result` per item, `done`). Models are written with `exclude_unset`, so a line
holds only the fields its sender set, as the protocol always had it.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from paracert.lean.items import ItemResult, LeanItem, Severity

# ---- session ------------------------------------------------------------------------------------


class SessionSetup(BaseModel):
    """First line to a session: its nonce, the imports and the prelude texts of the base environment."""

    nonce: str
    imports: list[str]
    prelude: list[str]


class SessionRequest(BaseModel):
    """One item. `env` 0 = the base environment; `parseTerm`: only parse `cmd` as one whole term."""

    id: int | None = Field(default=None, description="echoed in the answer (set by LeanSession.request)")
    cmd: str
    env: int | None = None
    maxHeartbeats: int | None = None  # noqa: N815 - the protocol's spelling
    axioms: list[str] | None = Field(default=None, description="declarations whose axioms to collect")
    parseTerm: bool | None = None  # noqa: N815
    translate: bool | None = Field(default=None, description="`cmd` is a translation request (JSON): "
                                   "Mathlib-syntax declarations into closed propositions")


class SessionQuit(BaseModel):
    quit: Literal[True] = True


class SessionPos(BaseModel):
    line: int
    column: int


class SessionMessage(BaseModel):
    severity: Severity
    pos: SessionPos | None = None
    endPos: SessionPos | None = None  # noqa: N815
    data: str = ""


class SessionAnswer(BaseModel):
    """The ready line (`ready`), an item's answer (`messages`, or `term` for parseTerm), or `error`."""

    model_config = ConfigDict(extra="ignore")

    id: int | None = None
    ready: bool | None = None
    env: int | None = None
    messages: list[SessionMessage] | None = None
    sorries: list[Any] = Field(default_factory=list)
    declarations: list[str] | None = None
    axioms: dict[str, list[str]] | None = None
    axiomsNotImported: dict[str, list[str]] | None = None  # noqa: N815
    time_ms: float | None = None
    stdout: str | None = None
    term: bool | None = None
    error: str | None = None
    translated: list[str] | None = None
    symbols: list[list[str]] | None = None
    autoBound: list[list[str]] | None = None  # noqa: N815
    untranslated: dict[str, Any] | None = None
    vocabularyErrors: list[str] | None = None  # noqa: N815


# ---- daemon -------------------------------------------------------------------------------------


class RunRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    op: Literal["run"] = "run"
    key: str
    items: list[LeanItem] = Field(max_length=200_000)
    item_timeout: float = Field(gt=0, le=86_400)
    heartbeats: int = Field(ge=0, le=10**12)


class StatusRequest(BaseModel):
    op: Literal["status"] = "status"


class StopRequest(BaseModel):
    op: Literal["stop"] = "stop"


class DaemonRss(BaseModel):
    daemon: int | None
    sessions: int


class DaemonStatus(BaseModel):
    """What `paracert serve --status` shows of one daemon."""

    pid: int
    key: str
    socket: str
    log: str
    launcher: str
    lean_version: str
    profile: str
    uptime_s: float
    idle_s: float
    idle_timeout_s: float | None
    requests: int
    items_served: int
    busy: bool
    sessions: int
    session_pids: list[int]
    session_slots: int
    sessions_started: int
    rss_bytes: DaemonRss


class DaemonReply(BaseModel):
    """One line from the daemon; the field that is set says what it is."""

    model_config = ConfigDict(extra="ignore")

    error: str | None = None
    status: DaemonStatus | None = None
    stopping: bool | None = None
    pid: int | None = None
    queued: bool | None = None
    alive: bool | None = None
    accepted: bool | None = None
    result: ItemResult | None = None
    done: bool | None = None
    startups_s: list[float] | None = None

    def line(self) -> dict[str, Any]:
        """The JSON object sent: only the fields that were set."""
        return self.model_dump(mode="json", exclude_unset=True)
