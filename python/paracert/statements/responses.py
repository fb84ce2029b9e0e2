"""One model answer to one item: the record that flows from models to metrics."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, StrictBool

AnswerSource = Literal["parsed", "recorded_parse", "none"]


class TokenUsage(BaseModel):
    prompt_tokens: int = 0
    completion_tokens: int = 0

    @property
    def total(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class Response(BaseModel):
    model: str = Field(description="model name as the provider knows it, e.g. 'anthropic/claude-haiku-4-5'")
    provider: str = Field(description="'openai', 'replay:<file>', 'scripted:always_true', ...")
    item_id: str = Field(description="variant id, e.g. 'false_001_converse_prime_syntactic'")
    theorem_id: str
    family: str = Field(description="paraphrase family of the item, 'canonical' for the reference form")
    ground_truth: StrictBool | None = Field(
        default=None, description="the label the item is scored against (for an audit: the benchmark's published label)"
    )
    parsed: StrictBool | None = Field(default=None, description="TRUE/FALSE answer; None when unparseable")
    correct: StrictBool | None = Field(default=None, description="None when unparseable or no ground truth")
    raw: str = ""
    error: str | None = Field(default=None, description="provider/API error instead of an answer; raw is then ''")
    usage: TokenUsage | None = Field(default=None, description="tokens spent, when the provider reports them")
    expected_value: float | None = Field(
        default=None, description="numeric tasks (e.g. MathCheck-GSM): the reference answer; ground_truth is None"
    )
    parsed_value: float | None = Field(
        default=None, description="numeric tasks: the model's number; `parsed` stays None, `correct` compares values"
    )
    true_ground_truth: StrictBool | None = Field(
        default=None,
        description="the item's known truth when it differs from the label it is scored against (audit data)",
    )
    answer_source: AnswerSource = Field(
        default="parsed",
        description="'parsed': paracert parsed `raw`; 'recorded_parse': parsed answer and correctness taken from "
        "the recording; 'none': no answer (provider error)",
    )
