"""The default FormInv-style prompt: zero-shot, temperature 0, one statement, a TRUE/FALSE reply.

Every phrasing of a theorem is asked in the same frame, so the only thing that changes between a
canonical item and its paraphrases is the statement text itself. `PromptConfig` holds the frame
(system text, user template, decoding parameters); `build_prompt` fills it for one item.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from paracert.statements.schema import Variant

DEFAULT_SYSTEM = (
    "You are a careful mathematician. You will be shown one mathematical statement or question. "
    "Decide whether it is true as stated, in the standard mathematical reading. "
    "Return exactly TRUE or FALSE."
)

DEFAULT_USER_TEMPLATE = "{statement}\n\nIs this statement true or false? Return exactly TRUE or FALSE."


class PromptConfig(BaseModel):
    """The frame every item is asked in. Defaults follow the FormInv protocol (zero-shot, T=0)."""

    model_config = ConfigDict(frozen=True)

    system: str = DEFAULT_SYSTEM
    user_template: str = Field(
        default=DEFAULT_USER_TEMPLATE, description="must contain '{statement}', the item's `nl` text"
    )
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)
    max_tokens: int | None = Field(default=None, gt=0, description="None: the provider's default")

    @field_validator("user_template")
    @classmethod
    def _has_statement(cls, value: str) -> str:
        if "{statement}" not in value:
            raise ValueError("user_template must contain the placeholder '{statement}'")
        return value

    def parameters(self) -> dict[str, Any]:
        """Decoding parameters, as they enter the response-cache key."""
        return {"temperature": self.temperature, "max_tokens": self.max_tokens}


class Prompt(BaseModel):
    """One filled prompt, ready for a provider."""

    model_config = ConfigDict(frozen=True)

    system: str
    user: str
    temperature: float = 0.0
    max_tokens: int | None = None


def build_prompt(item: Variant, config: PromptConfig | None = None) -> Prompt:
    config = config or PromptConfig()
    user = config.user_template.replace("{statement}", item.nl.strip())
    return Prompt(system=config.system, user=user, temperature=config.temperature, max_tokens=config.max_tokens)
