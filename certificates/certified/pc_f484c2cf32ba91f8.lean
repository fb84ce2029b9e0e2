import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: f484c2cf32ba91f82aab5bde369d18125de7eeac3c78bccec43e88462f8a9c3c
theorem pc_f484c2cf32ba91f8 : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by paracert_iff_rfl
